export { default } from '@/features/watchdogs/pages/WatchdogLandingPage';
export { oldWatchdogProps as getServerSideProps } from '@/features/watchdogs/pages/watchdog.getServerSideProps';
