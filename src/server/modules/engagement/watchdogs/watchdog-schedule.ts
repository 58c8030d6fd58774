/**
 * The watchdog run inside the server process (WATCHDOG_RUN_MINUTES): the first run a minute after
 * start, then every interval. A run still going when the next one is due makes that one skip,
 * so runs never overlap in one process; across processes the run itself is safe (ADR 0008).
 */
export interface WatchdogScheduleOptions {
  everyMinutes: number;
  run: () => Promise<unknown>;
  log: { info: (data: object, msg: string) => void; error: (data: object, msg: string) => void };
  firstDelayMs?: number;
}

export interface WatchdogSchedule {
  stop(): void;
  /** The pending or running tick, for tests. */
  idle(): Promise<void>;
}

export function startWatchdogSchedule({ everyMinutes, run, log, firstDelayMs = 60_000 }: WatchdogScheduleOptions): WatchdogSchedule | null {
  if (everyMinutes <= 0) return null;
  let running: Promise<void> | null = null;
  let interval: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    if (running) {
      log.info({}, 'watchdog run skipped: the previous one is still going');
      return;
    }
    running = run()
      .then((result) => log.info({ result }, 'watchdog run finished'))
      .catch((err: unknown) => log.error({ err }, 'watchdog run failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, everyMinutes * 60_000);
    interval.unref?.();
  }, firstDelayMs);
  first.unref?.();
  return {
    stop() {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    },
    idle: async () => {
      await running;
    },
  };
}
