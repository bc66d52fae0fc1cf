// The browser's Griffel renderer across a real hydration: the server's HTML and its Griffel <style> elements (what
// serverEntry.tsx sends: a render with Griffel's server renderer, its rules as renderToStyleElements draws them),
// hydrated as main.tsx does. The renderer must start knowing every rule of the page, without Griffel's own
// rehydration compiling them again with stylis (the longest script task of a page's load), so that hydration
// inserts none of them again; a rule the page lacks goes at the end of its bucket's element.
import { createDOMRenderer, makeStyles, mergeClasses, renderToStyleElements, type GriffelRenderer } from '@fluentui/react-components';
import { act } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createMockEnvironment } from 'relay-test-utils';
import { pageStyleRenderer } from '../../src/client/pageStyleRenderer';
import { createEnvironmentHolder } from '../../src/client/relay/environment';
import { AppProviders } from '../../src/client/shell/AppProviders';
import { useHydrated } from '../../src/client/ui/useHydrated';

const useServerDrawnStyles = makeStyles({
  root: { color: 'rgb(1, 2, 3)', paddingInline: '7px', ':hover': { color: 'rgb(4, 5, 6)' } },
  content: { '::after': { content: '"{ }"' } },
});
const useBrowserOnlyStyles = makeStyles({ root: { display: 'grid' } });

/** Drawn by the browser only, once hydrated: its rule is one the page does not hold. */
function Late() {
  return <span className={useBrowserOnlyStyles().root}>late</span>;
}

function Styled({ late }: { late: boolean }) {
  const classes = useServerDrawnStyles();
  const hydrated = useHydrated();
  return <p className={mergeClasses(classes.root, classes.content)}>styled{late && hydrated && <Late />}</p>;
}

function app(renderer: GriffelRenderer, { serverDrawn = true, late = false } = {}) {
  return (
    <AppProviders environments={createEnvironmentHolder(() => createMockEnvironment())} styleRenderer={renderer} serverDrawn={serverDrawn}>
      <Styled late={late} />
    </AppProviders>
  );
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  document.head.querySelectorAll('style').forEach((element) => element.remove());
});

test("the browser's renderer knows the server's rules without parsing them again, and hydration inserts none of them", async () => {
  // The server's render and its rules (only the hydrated-only style's are not among them). Under jsdom,
  // createDOMRenderer(undefined) would take jsdom's document (its default) and keep the rules as jsdom serializes
  // them; given a document that makes no element, it keeps them as Griffel wrote them, as on the server.
  // In a browser Griffel inserts in insertion effects, which renderToString does not run: a render of the same tree
  // into a scratch element first gives the server's renderer the rules the server's render inserts.
  const server = createDOMRenderer({ createElement: () => null } as unknown as Document);
  const scratch = createRoot(document.createElement('div'));
  act(() => scratch.render(app(server)));
  act(() => scratch.unmount());
  container.innerHTML = renderToString(app(server));
  document.head.innerHTML = renderToStaticMarkup(<>{renderToStyleElements(server)}</>);
  const elements = () => [...document.head.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]')];
  const pageRules = elements().flatMap((element) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
  expect(pageRules.length).toBeGreaterThanOrEqual(4);
  const elementCount = elements().length;

  // @griffel/core's rehydrateRendererCache starts with this query on the document it is given, then compiles each
  // element's text with stylis: it must not be asked of the page's document.
  const querySelectorAll = jest.spyOn(document, 'querySelectorAll');
  const inserted: string[] = [];
  const insertRule = CSSStyleSheet.prototype.insertRule;
  jest.spyOn(CSSStyleSheet.prototype, 'insertRule').mockImplementation(function (this: CSSStyleSheet, rule: string, index?: number) {
    // Griffel's elements only (not Fluent's theme variables, which FluentProvider writes in a <style> of its own).
    if (elements().some((element) => element.sheet === this)) inserted.push(rule);
    return insertRule.call(this, rule, index);
  });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, app(pageStyleRenderer(document), { late: true }), {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
    await Promise.resolve();
  });
  errors.mockRestore();
  expect(recoverableErrors).toEqual([]);
  const late = container.querySelector('span')?.className.split(' ').at(-1) ?? 'none';

  expect(querySelectorAll.mock.calls.filter(([selectors]) => selectors === '[data-make-styles-bucket]')).toEqual([]);
  // Only the browser's own rule went in, at the end of the page's element of its bucket (no element added).
  expect(inserted).toEqual([`.${late}{display:grid;}`]);
  expect(elements()).toHaveLength(elementCount);
  const defaults = document.head.querySelector<HTMLStyleElement>('style[data-make-styles-bucket="d"][data-priority="0"]');
  expect([...(defaults?.sheet?.cssRules ?? [])].at(-1)?.cssText).toBe(`.${late} {display: grid;}`);
});
