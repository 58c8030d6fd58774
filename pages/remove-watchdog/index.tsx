export { default } from '@/features/watchdog/pages/RemoveWatchdogPage';
export { removeWatchdogProps as getServerSideProps } from '@/features/watchdog/pages/watchdog.getServerSideProps';
