import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n, LANGUAGES } from '@/lib/i18n';

// Both languages, for the tests that switch to French.
await initI18n(LANGUAGES);

// findBy and waitFor wait 1 s by default; on CI's two shared cores a lazy
// route's first render has taken longer.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that MUI and the tree use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
