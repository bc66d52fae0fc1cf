// Before Lighthouse audits a page: whether the server renders it (the client folder has the server's render,
// `.ssr/serverEntry.js`, and the page comes with its rows, issue or form in #root). The server loads its
// render in the background after it starts and sends pages unrendered until then, and a first answer can miss
// its budget on a cold server: each page is asked for until it comes rendered (or 20 times), so the audit
// measures the page a user gets from a warm server, and the bench says when it could not.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from './lighthousePages.ts';

/** index.html's empty root, which a rendered page fills (src/server/http/firstScreen.ts). */
export const RENDERED_ROOT = /<div id="root" data-theme-preference="[a-z]*">\s*<div/;

export async function hasServerRender(clientDir: string): Promise<boolean> {
  return fs.access(path.join(clientDir, '.ssr', 'serverEntry.js')).then(
    () => true,
    () => false,
  );
}

/** True once `page` arrives rendered on the server; false after 20 tries 250 ms apart. */
export async function warmedUp(base: string, page: Pick<Page, 'path'>, cookie: string | undefined): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    // A connection reset by a server still starting (seen at load 19) is one more try, not the bench's end.
    const html = await fetch(`${base}${page.path}`, { headers: cookie ? { Cookie: cookie } : {} }).then(
      (response) => response.text(),
      () => '',
    );
    if (RENDERED_ROOT.test(html)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
