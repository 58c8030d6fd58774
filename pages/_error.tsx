export { default } from '@/shell/errors/ErrorRoute';
