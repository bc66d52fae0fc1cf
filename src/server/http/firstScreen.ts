// The project's issue list rendered on the server (its first screen in the HTML, painted before any script has
// run), from the answer the page already carries (pageAnswers.ts). The render is the client's own code, built by
// Vite's SSR build into the client's `.ssr/` folder (src/client/serverEntry.tsx); this file loads it and puts
// what it renders into the page. Anything that goes wrong (no such build, a render that throws or could not
// finish) gives undefined, and the caller sends the page as before, rendered in the browser: never an error page.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeAfterPaint } from './codeAfterPaint.ts';
import type { FirstAnswer } from './pageAnswers.ts';

/** What src/client/serverEntry.tsx's renderFirstScreen takes and gives (the server does not import client code). */
interface FirstScreenRequest {
  readonly url: string;
  readonly answers: readonly FirstAnswer[];
  readonly cookies: string;
  readonly pageStyles: string;
}
interface FirstScreen {
  readonly root: string;
  readonly styles: string;
  readonly head: string;
  readonly themePreference: string;
}
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen | undefined>;

/** The page with its first screen: `html` (index.html with its preloads) and the render put in place. */
export type FirstScreenPage = (html: string, url: URL, answers: readonly FirstAnswer[], cookies: string) => Promise<string | undefined>;

const ROOT = '<div id="root"></div>';
/** index.html's Griffel elements: one run of <style data-make-styles-bucket> elements (scripts/griffelExtraction.ts). */
const PAGE_STYLES =
  /<style [^>]*data-make-styles-bucket[^>]*>[^<]*<\/style>(?:\s*<style [^>]*data-make-styles-bucket[^>]*>[^<]*<\/style>)*/;

/** The render of the built client in `clientDir`, if it has one (`.ssr/serverEntry.js`). */
export function loadFirstScreenRenderer(clientDir: string): RenderFirstScreen | undefined {
  const entry = path.join(clientDir, '.ssr', 'serverEntry.js');
  if (!fs.existsSync(entry)) return undefined;
  const load = () =>
    import(pathToFileURL(entry).href).then((module: { renderFirstScreen?: unknown }) => {
      if (typeof module.renderFirstScreen !== 'function') throw new Error(`${entry} exports no renderFirstScreen.`);
      return module.renderFirstScreen as RenderFirstScreen;
    });
  // Loaded now, in the background: the bundle takes a second or two to load, which the first visitor would wait.
  let loaded = load();
  loaded.catch(() => {});
  return async (request) => {
    const render = await loaded.catch((error: unknown) => {
      // Tried again by the next page (the caller logs this one and sends the page as before).
      loaded = load();
      loaded.catch(() => {});
      throw error;
    });
    return render(request);
  };
}

/** Puts what `render` renders into a page; undefined (the page goes as before) when it renders nothing or fails. */
export function firstScreenPage(render: RenderFirstScreen, onError: (error: unknown) => void): FirstScreenPage {
  return async (html, url, answers, cookies) => {
    const styles = PAGE_STYLES.exec(html);
    if (!html.includes(ROOT) || !styles) return undefined;
    try {
      const screen = await render({ url: url.pathname + url.search, answers, cookies, pageStyles: styles[0] });
      if (!screen) return undefined;
      // Functions as replacements: a `$` in the rendered text is not a pattern.
      // The page's code fetched once it is painted (codeAfterPaint.ts).
      return codeAfterPaint(
        html
          .replace(styles[0], () => screen.styles)
          // The page's own <title> (and the images' preloads) in place of index.html's.
          .replace(/<title>[^<]*<\/title>/, (title) => (screen.head.includes('<title>') ? screen.head : screen.head + title))
          .replace(
            ROOT,
            () => `<div id="root" data-theme-preference="${screen.themePreference.replace(/[^a-z]/g, '')}">${screen.root}</div>`,
          ),
      );
    } catch (error) {
      onError(error);
      return undefined;
    }
  };
}
