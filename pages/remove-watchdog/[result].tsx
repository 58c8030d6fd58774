export { default } from '@/features/watchdogs/pages/RemoveWatchdogResultPage';
export { removeWatchdogResultProps as getServerSideProps } from '@/features/watchdogs/pages/watchdog.getServerSideProps';
