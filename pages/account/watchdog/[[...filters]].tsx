export { default } from '@/features/watchdog/pages/AccountWatchdogPage';
export { accountWatchdogProps as getServerSideProps } from '@/features/watchdog/pages/watchdog.getServerSideProps';
