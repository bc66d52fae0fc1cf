// The browser's upload classes in Node, for the network tests that upload through XMLHttpRequest.
import { CookieJar, JSDOM } from 'jsdom';

/**
 * Runs `body` with the browser's FormData/Blob/File from a jsdom window on `origin`, whose XMLHttpRequest
 * is a real HTTP client; then puts Node's back.
 */
export async function inBrowserGlobals<T>(origin: string, body: (window: JSDOM['window']) => Promise<T>, cookie?: string): Promise<T> {
  // The session cookie goes in the window's jar, as a browser would hold it after signing in.
  const cookieJar = new CookieJar();
  if (cookie) cookieJar.setCookieSync(cookie, origin);
  const { window } = new JSDOM('', { url: origin, cookieJar });
  const saved = { FormData: globalThis.FormData, Blob: globalThis.Blob, File: globalThis.File };
  Object.assign(globalThis, { FormData: window.FormData, Blob: window.Blob, File: window.File });
  try {
    return await body(window);
  } finally {
    Object.assign(globalThis, saved);
    window.close();
  }
}
