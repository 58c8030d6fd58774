export { default } from '@/features/watchdogs/pages/AccountWatchdogPage';
export { accountWatchdogProps as getServerSideProps } from '@/features/watchdogs/pages/watchdog.getServerSideProps';
