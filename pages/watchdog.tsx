export { default } from '@/features/watchdog/pages/WatchdogLandingPage';
export { watchdogLandingProps as getServerSideProps } from '@/features/watchdog/pages/watchdog.getServerSideProps';
