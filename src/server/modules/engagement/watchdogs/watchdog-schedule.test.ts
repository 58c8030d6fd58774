import { startWatchdogSchedule } from './watchdog-schedule';

const quietLog = () => ({ info: jest.fn(), error: jest.fn() });

describe('startWatchdogSchedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a minute after start and then every interval', async () => {
    const run = jest.fn().mockResolvedValue({ mails: 0 });
    const schedule = startWatchdogSchedule({ everyMinutes: 60, run, log: quietLog() })!;
    jest.advanceTimersByTime(59_000);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    await schedule.idle();
    jest.advanceTimersByTime(60 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
    schedule.stop();
    jest.advanceTimersByTime(10 * 60 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('skips a tick while the previous run is still going, and logs a failed run without stopping', async () => {
    let finish: () => void = () => undefined;
    const run = jest
      .fn()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('database gone'))
      .mockResolvedValue({});
    const log = quietLog();
    const schedule = startWatchdogSchedule({ everyMinutes: 1, run, log, firstDelayMs: 0 })!;
    jest.advanceTimersByTime(0);
    jest.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith({}, 'watchdog run skipped: the previous one is still going');
    finish();
    await schedule.idle();
    jest.advanceTimersByTime(60_000);
    await schedule.idle();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'watchdog run failed');
    jest.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(3);
    schedule.stop();
  });

  it('is off at 0 minutes', () => {
    expect(startWatchdogSchedule({ everyMinutes: 0, run: jest.fn(), log: quietLog() })).toBeNull();
  });
});
