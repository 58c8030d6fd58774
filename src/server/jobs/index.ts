export type { JobQueue, JobHandler, JobRun, SendOptions, WorkOptions, StopOptions, JobLog } from './types';
export { createJobQueue } from './create-job-queue';
export { enqueueJob } from './outbox';
export { runJobNow } from './run-job';
export { everyMinutesCron } from './cron';
