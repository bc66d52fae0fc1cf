// Boot: the Relay environment (replaced by a fresh one whenever the session changes, see
// relay/environment.ts EnvironmentHolder), the providers, and the router whose loaders use it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createEnvironmentHolder } from './relay/environment';
import { createAppRouter } from './routes';
import { AppProviders } from './shell/AppProviders';
import { initialThemeName, loadTheme } from './shell/themes';

const environments = createEnvironmentHolder();
const router = createAppRouter(environments);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders environments={environments}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

// The router has started the page's query and code already. A theme other than the light one (bundled)
// loads first, so that the page never shows in the wrong one; if it cannot load, the light one will do.
loadTheme(initialThemeName()).then(render, render);
