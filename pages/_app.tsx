export { default } from '@/shell/App';
