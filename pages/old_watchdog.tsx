export { default } from '@/features/watchdog/pages/WatchdogLandingPage';
export { oldWatchdogProps as getServerSideProps } from '@/features/watchdog/pages/watchdog.getServerSideProps';
