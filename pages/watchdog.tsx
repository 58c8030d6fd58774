export { default } from '@/features/watchdogs/pages/WatchdogLandingPage';
export { watchdogLandingProps as getServerSideProps } from '@/features/watchdogs/pages/watchdog.getServerSideProps';
