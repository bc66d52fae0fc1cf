// Boot: one Relay environment for the app's lifetime, the providers, and the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createEnvironment } from './relay/environment';
import { createAppRouter } from './routes';
import { AppProviders } from './shell/AppProviders';

const environment = createEnvironment();
const router = createAppRouter(environment);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
