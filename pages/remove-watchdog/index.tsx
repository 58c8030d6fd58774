export { default } from '@/features/watchdogs/pages/RemoveWatchdogPage';
export { removeWatchdogProps as getServerSideProps } from '@/features/watchdogs/pages/watchdog.getServerSideProps';
