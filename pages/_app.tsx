// First: switches zod's eval probe off before any module below parses anything (CSP, see module).
import '@/lib/zodJitless';

export { default } from '@/shell/App';
