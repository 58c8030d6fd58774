import { parseServerEnv } from './env';

export function checkEnvironmentOrExit(): void {
  try {
    parseServerEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
