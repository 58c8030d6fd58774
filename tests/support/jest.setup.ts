import '@testing-library/jest-dom';

process.env.LOG_LEVEL ??= 'silent';

// react-hot-toast asks for reduced-motion preferences; jsdom has no matchMedia.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    }),
  });
}

// jsdom has no TextEncoder/TextDecoder (browsers and Node do); the listing contract uses it at load time.
if (typeof globalThis.TextEncoder === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- setup must stay synchronous and runs before any import
  const { TextEncoder, TextDecoder } = require('node:util') as typeof import('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
