// useHydrated and useMediaQuery across a real hydration: the server's HTML (renderToString of the app's providers,
// as serverEntry.tsx renders it) hydrated by hydrateRoot in a transition, as main.tsx does. While React hydrates
// they must read what the server drew (false: anything else is a mismatch React reports and repairs by drawing the
// page afresh); once hydrated, the browser's values, without a render of its own.
import { createDOMRenderer } from '@fluentui/react-components';
import { act } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMockEnvironment } from 'relay-test-utils';
import { pageStyleRenderer } from '../../src/client/pageStyleRenderer';
import { createEnvironmentHolder } from '../../src/client/relay/environment';
import { AppProviders } from '../../src/client/shell/AppProviders';
import { useHydrated } from '../../src/client/ui/useHydrated';
import { useMediaQuery } from '../../src/client/ui/useMediaQuery';
import { resetMediaQueries, setMediaQuery } from './support/mediaQueries';

const DARK = '(prefers-color-scheme: dark)';

/** What each render of the probe read, in order. */
let seen: string[] = [];

function Probe() {
  const reading = `hydrated ${String(useHydrated())}, dark ${String(useMediaQuery(DARK))}`;
  seen.push(reading);
  return <p>{reading}</p>;
}

function app(serverDrawn: boolean, targetDocument?: Document) {
  return (
    <AppProviders
      environments={createEnvironmentHolder(() => createMockEnvironment())}
      styleRenderer={targetDocument ? pageStyleRenderer(targetDocument) : createDOMRenderer(undefined)}
      serverDrawn={serverDrawn}
    >
      <Probe />
    </AppProviders>
  );
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  seen = [];
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  resetMediaQueries();
});

test('a server-drawn page reads not hydrated while it hydrates, then hydrated, with the real media query', async () => {
  setMediaQuery(DARK, true);
  container.innerHTML = renderToString(app(true));
  expect(container.textContent).toBe('hydrated false, dark false');
  seen = [];

  const recoverableErrors: unknown[] = [];
  // React's hydration warnings go to console.error. So does Fluent's development check that its provider's theme
  // <style> came with the server's HTML: under jsdom renderToString believes it is in a browser and leaves the
  // <style> out (a real server's render includes it), so that one message is this test's own and is left aside.
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, app(true, document), { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    await Promise.resolve();
  });

  // Hydration's own render read the server's values (so nothing mismatched), the next one the browser's.
  expect(seen[0]).toBe('hydrated false, dark false');
  expect(seen.at(-1)).toBe('hydrated true, dark true');
  expect(container.textContent).toBe('hydrated true, dark true');
  expect(recoverableErrors).toEqual([]);
  const messages = errors.mock.calls.map((call) => call.map(String).join(' '));
  errors.mockRestore();
  expect(messages.filter((message) => !message.includes('@fluentui/react-provider: There are conflicting ids'))).toEqual([]);

  // And the media query stays live afterwards.
  act(() => setMediaQuery(DARK, false));
  expect(container.textContent).toBe('hydrated true, dark false');
});

test('a page rendered from nothing reads hydrated from its first render', () => {
  setMediaQuery(DARK, true);
  act(() => {
    root = createRoot(container);
    root.render(app(false, document));
  });
  expect(seen[0]).toBe('hydrated true, dark true');
  expect(container.textContent).toBe('hydrated true, dark true');
});
