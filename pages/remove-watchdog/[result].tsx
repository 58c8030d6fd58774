export { default } from '@/features/watchdog/pages/RemoveWatchdogResultPage';
export { removeWatchdogResultProps as getServerSideProps } from '@/features/watchdog/pages/watchdog.getServerSideProps';
