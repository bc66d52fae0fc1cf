// Fills the gaps between jsdom and a browser that the app relies on.
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { installMatchMedia } from './support/mediaQueries';

// React Router encodes and decodes with these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

installMatchMedia();

// Fluent's MessageBar with layout="auto" watches its size; jsdom has no layout, so nothing is ever resized.
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });

// ScrollRestoration scrolls on navigation; jsdom implements no scrolling.
window.scrollTo = () => {};

// findBy* and waitFor wait up to 5 s rather than 1: each page is its own lazily imported chunk, and the first
// import of a big page (Babel transforming its modules) can take longer than a second on a busy machine.
// Set through @testing-library/dom (whose configuration React Testing Library uses): importing
// @testing-library/react here, before Jest's globals exist, would keep it from registering its cleanup.
configure({ asyncUtilTimeout: 5000 });
