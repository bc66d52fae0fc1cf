// Boot: the Relay environment (replaced by a fresh one whenever the session changes, see
// relay/environment.ts EnvironmentHolder), the providers, and the router whose loaders use it.
// A page the server rendered (the issue list, the issue page, the sign-in page: serverEntry.tsx) is hydrated once the router has run
// its loaders (answered from the answers the page carries, relay/firstAnswers.ts) and loaded the page's code, so
// that the first render is the server's; any other page is rendered here from nothing.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { createEnvironmentHolder } from './relay/environment';
import { pageStyleRenderer } from './pageStyleRenderer';
import { createAppRouter } from './routes';
import { AppProviders } from './shell/AppProviders';
import { FirstCommit } from './shell/FirstCommit';
import { startAtTopOnLoad } from './shell/startAtTopOnLoad';
import { copyThemePreferenceToCookie, readStoredThemePreference } from './shell/themePreference';
import { holdsDraftsOpenAtLoad } from './ui/drafts';

// Before the router reads the history entry it starts on.
startAtTopOnLoad();

const environments = createEnvironmentHolder();
const router = createAppRouter(environments);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

// Fluent's CSS for the first screens arrives in index.html as Griffel's <style> elements
// (scripts/griffelExtraction.ts), with a server-rendered page's own rules among them. The renderer adopts them
// (pageStyleRenderer.ts reads their rules before the first render): the rules the app's styles insert at run time
// go at the end of the same elements, as they would have without the build step.
const app = (serverDrawn: boolean) => (
  <StrictMode>
    <AppProviders environments={environments} styleRenderer={pageStyleRenderer(document)} serverDrawn={serverDrawn}>
      <RouterProvider router={router} />
      <FirstCommit />
    </AppProviders>
  </StrictMode>
);

/** Resolves once the router has its first state: loaders run, lazy route code loaded. */
function initialized(dataRouter: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (dataRouter.state.initialized) return resolve();
    const stop = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The server drew the page in the theme of its cookie: a page drawn in another (the choice was made in another
// tab since, or before the cookie existed) is rendered afresh rather than hydrated into a mismatch. So is an issue
// page whose title, description or a comment is being edited in this tab (a draft: the editor opens at once).
const rendered =
  container.firstElementChild !== null && container.dataset.themePreference === readStoredThemePreference() && !holdsDraftsOpenAtLoad();
copyThemePreferenceToCookie();
// Hydrated in a transition: React then renders in slices of a few milliseconds, yielding to the browser between
// them, instead of in one blocking task (a root's first hydration is otherwise in a blocking lane).
// A mismatch React recovers from (it draws the page afresh) is reported as by default, and the component stack
// that locates it goes to the console for whoever looks at a page that flashed.
const onRecoverableError = (error: unknown, { componentStack }: { componentStack?: string }) => {
  reportError(error);
  if (componentStack) console.warn('React recovered from the error above by rendering again, in:', componentStack);
};
if (rendered) void initialized(router).then(() => startTransition(() => void hydrateRoot(container, app(true), { onRecoverableError })));
else createRoot(container).render(app(false));
