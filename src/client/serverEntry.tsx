// The server's render of a page's first screen (built by Vite's SSR build into the client's `.ssr/` folder, loaded
// by src/server/http/firstScreen.ts). The server already runs the page's first query and inlines its answer
// (server/http/pageAnswers.ts); here the same app (routes, providers, page) renders with a Relay environment
// answered from that answer, so the rows are in the HTML and paint before any script has run. The browser then
// hydrates (main.tsx) with its store filled from the same answer, so its first render is this one.
//
// Only a render that finished whole is used: if anything would wait (a query without an answer) or fails, the
// caller sends the page as before, rendered in the browser.
import { createCSSRuleFromTheme, webDarkTheme } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { Network, Observable, type GraphQLResponse } from 'relay-runtime';
import { createEnvironment, createEnvironmentHolder } from './relay/environment';
import { mergedStyles, pageStylesOf, rendererForPage } from './firstScreenStyles';
import { createFirstAnswers, type FirstAnswers } from './relay/firstAnswers';
import { createAppRouter } from './routes';
import { AppProviders } from './shell/AppProviders';
import { themePreferenceFromCookies } from './shell/themePreference';

// The rendered pages' code is in chunks of this bundle that load on first use; loaded with the bundle instead, and
// waited for by each render, so that the first render of each after a start does not wait for it: the issue page's
// first load took more than the second the render gives its route (`initialized` below) on a busy machine, and that
// visitor got no render. (Not a top-level await: tsx, which runs the server, loads a bundle outside a `"type":
// "module"` package as CommonJS, where a top-level await fails.)
const pagesLoaded = Promise.all([import('./issueList/ProjectIssuesPage'), import('./issue/IssuePage'), import('./account/SignInPage')]);

/** The route ids whose first screen the server renders (routes.tsx): the project's issue list, the issue page, the sign-in page. */
const RENDERED_ROUTES: ReadonlySet<string> = new Set(['project-issues', 'issue', 'sign-in']);

export interface FirstScreenRequest {
  /** The page's address: path and search. */
  readonly url: string;
  /** The answers the page carries (pageAnswers.ts FirstAnswer[]); the only data the render may read. */
  readonly answers: readonly unknown[];
  /** The request's Cookie header: the theme preference (shell/themePreference.ts). */
  readonly cookies: string;
  /** The page's Griffel <style> elements (index.html's, scripts/griffelExtraction.ts). */
  readonly pageStyles: string;
}

export interface FirstScreen {
  /** What goes inside #root. */
  readonly root: string;
  /** The page's Griffel <style> elements with the render's own rules among them, in Griffel's order. */
  readonly styles: string;
  /**
   * What React hoists to the document's head (the page's <title>, preloads of the avatars' images): it writes
   * them first when it renders into an element rather than a whole document.
   */
  readonly head: string;
  /** The theme preference the page is drawn with (the browser hydrates it only if it is its own). */
  readonly themePreference: string;
}

/** The elements React writes ahead of the rendered tree for the document's head. */
const HOISTED = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/;

/** A network that answers from the page's answers and leaves every other request waiting (it is never read). */
function answersOnly(held: FirstAnswers) {
  return Network.create((request, variables) => {
    const answer = request.id == null ? undefined : held.take(request.id, variables);
    return answer ? Observable.from<GraphQLResponse>(answer) : Observable.create<GraphQLResponse>(() => undefined);
  });
}

function initialized(router: DataRouter, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve(true);
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, timeoutMs);
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      clearTimeout(timer);
      stop();
      resolve(true);
    });
  });
}

/**
 * "System" is drawn light (the server cannot know the system's scheme): the FluentProvider's theme rule gets the
 * dark theme's variables under `prefers-color-scheme: dark` too, so a dark system sees no light page before
 * hydration. The rule's selector is the provider's own (its useId class).
 */
function withDarkSystemTheme(root: string): string {
  return root.replace(/(<style id="[^"]*">)([^{<]+)(\{[^<]*)<\/style>/, (_match, open: string, selector: string, rule: string) => {
    const dark = createCSSRuleFromTheme(selector, webDarkTheme);
    return `${open}${selector}${rule}@media (prefers-color-scheme: dark){${dark}}</style>`;
  });
}

/** The first screen of the page at `url`, or undefined when this page is not server-rendered or cannot be whole. */
export async function renderFirstScreen({ url, answers, cookies, pageStyles }: FirstScreenRequest): Promise<FirstScreen | undefined> {
  await pagesLoaded;
  const firstAnswers = createFirstAnswers(answers);
  const environments = createEnvironmentHolder(() =>
    createEnvironment({ network: answersOnly(firstAnswers), firstAnswers, isServer: true }),
  );
  const router = createAppRouter(environments, (routes) => createMemoryRouter(routes, { initialEntries: [url] }));
  try {
    // The loaders answer at once; the page's code is a module of this bundle.
    if (!(await initialized(router, 1000))) return undefined;
    const { matches, errors } = router.state;
    if (errors !== null || !RENDERED_ROUTES.has(matches.at(-1)?.route.id ?? '')) return undefined;
    const page = pageStylesOf(pageStyles);
    const styleRenderer = rendererForPage(page);
    const themePreference = themePreferenceFromCookies(cookies) ?? 'system';
    const rendered = renderToString(
      <StrictMode>
        <AppProviders environments={environments} styleRenderer={styleRenderer} themePreference={themePreference} serverDrawn>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    // A Suspense boundary that could not finish (`<!--$!-->`, `<!--$?-->`) would be rendered again by the
    // browser, with a recoverable error: not a page to send.
    if (/<!--\$[!?]-->/.test(rendered)) return undefined;
    const head = HOISTED.exec(rendered)?.[0] ?? '';
    const root = rendered.slice(head.length);
    return {
      root: themePreference === 'system' ? withDarkSystemTheme(root) : root,
      styles: mergedStyles(page, styleRenderer),
      head,
      themePreference,
    };
  } finally {
    router.dispose();
  }
}
