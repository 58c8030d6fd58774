export { default } from '@/shell/Document';
