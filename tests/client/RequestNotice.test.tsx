// The layout's one notice about requests (shell/RequestNotice.tsx), fed the events the network layer reports
// (tests/network/requestActivity.test.ts shows those come from a real server's 503 and 409 answers).
import { act, screen, within } from '@testing-library/react';
import { NetworkError } from '../../src/client/relay/errors';
import type { NetworkEvent } from '../../src/client/relay/network';
import { resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

const BUSY = 'The server is busy — retrying…';
const UNREACHABLE = "Can't reach the server — trying again…";

const busy = new NetworkError('http', 'The server answered with HTTP 503.', { status: 503, retryable: true, retryAfterMs: 1000 });
const offline = new NetworkError('offline', "Can't reach the server.", { retryable: true });

async function openProjects() {
  const app = renderApp('/');
  await resolveOperation(app.environment, 'ProjectsPageQuery', {});
  const report = (event: NetworkEvent) => act(() => app.environments.activity.report(event));
  return { ...app, report };
}

function noticeRegion(text: string): HTMLElement {
  const region = screen.getByText(text).closest<HTMLElement>('[aria-live]');
  if (region === null) throw new Error(`"${text}" is not in a live region`);
  return region;
}

test('while requests wait for a busy server, one polite notice says so; it goes when they are answered', async () => {
  const { report } = await openProjects();
  expect(screen.queryByText(BUSY)).toBeNull();

  const source = (requestId: number) => ({ requestId, stream: false, operation: 'ProjectsPageQuery' });
  report({ ...source(1), kind: 'retry', attempt: 0, delayMs: 1000, error: busy });
  report({ ...source(2), kind: 'retry', attempt: 0, delayMs: 1000, error: busy });
  report({ ...source(1), kind: 'retry', attempt: 1, delayMs: 1000, error: busy });

  expect(screen.getAllByText(BUSY)).toHaveLength(1);
  const region = noticeRegion(BUSY);
  expect(region.getAttribute('aria-live')).toBe('polite');
  expect(region.getAttribute('role')).toBe('status');

  report({ ...source(1), kind: 'response', attempt: 2, status: 200, durationMs: 5 });
  expect(within(region).getByText(BUSY)).toBeTruthy();
  report({ ...source(2), kind: 'response', attempt: 1, status: 200, durationMs: 5 });
  expect(screen.queryByText(BUSY)).toBeNull();
});

test('while a request is tried again after getting no answer, the notice says the server cannot be reached; giving up clears it', async () => {
  const { report } = await openProjects();
  const source = { requestId: 7, stream: false, operation: 'useCloseIssuesMutation' };
  report({ ...source, kind: 'retry', attempt: 0, delayMs: 500, error: offline });
  expect(noticeRegion(UNREACHABLE).getAttribute('aria-live')).toBe('polite');

  report({ ...source, kind: 'error', attempt: 3, error: offline });
  expect(screen.queryByText(UNREACHABLE)).toBeNull();
});

test('live streams reconnecting are left to the header indicator', async () => {
  const { report } = await openProjects();
  report({
    requestId: 3,
    stream: true,
    operation: 'useIssueLiveUpdatesSubscription',
    kind: 'retry',
    attempt: 0,
    delayMs: 1000,
    error: busy,
  });
  expect(screen.queryByText(BUSY)).toBeNull();
});
