// Boot: the Relay environment (replaced by a fresh one whenever the session changes, see
// relay/environment.ts EnvironmentHolder), the providers, and the router whose loaders use it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createEnvironmentHolder } from './relay/environment';
import { createAppRouter } from './routes';
import { AppProviders } from './shell/AppProviders';
import { startAtTopOnLoad } from './shell/startAtTopOnLoad';

// Before the router reads the history entry it starts on.
startAtTopOnLoad();

const environments = createEnvironmentHolder();
const router = createAppRouter(environments);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders environments={environments}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
