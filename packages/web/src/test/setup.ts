import './fastLabelControl.ts';
import './noOwnerStacks.ts';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

/**
 * The component tests talk to a real gateway and upstream and load lazy pages; under CI every suite
 * shares two cores, so a page and a real round trip can take far longer than Testing Library's 1 s
 * default. findBy* and waitFor return as soon as the state is there: this is only the point where a
 * wait gives up with the DOM in the error, well inside the test's own budget (vitest.config.ts).
 */
configure({ asyncUtilTimeout: 30_000 });

/** Browser APIs Mantine uses that jsdom does not have. */
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverShim implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverShim,
  });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverShim,
  });
}

// Textarea autosize listens for web fonts loading.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
window.scrollTo = (() => undefined) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
});

/**
 * The files of a worker share one module graph and one jsdom (vitest.config.ts: `isolate: false`),
 * so what a file leaves in a module-level store or in the document is cleared when it ends, as a
 * fresh worker would have it: Mantine's notifications, storage, and anything portalled into body.
 */
afterAll(() => {
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

