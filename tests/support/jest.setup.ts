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
