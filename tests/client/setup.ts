// Fills the gaps between jsdom and a browser that the app relies on.
import { TextDecoder, TextEncoder } from 'node:util';
import { installMatchMedia } from './support/mediaQueries';

// React Router encodes and decodes with these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

installMatchMedia();

// ScrollRestoration scrolls on navigation; jsdom implements no scrolling.
window.scrollTo = () => {};
