// The server render's style merge (src/client/firstScreenStyles.ts) is a string merge: its elements must be exactly
// those Griffel itself draws (renderToStyleElements) from one renderer holding index.html's elements and the page's
// own rules: the same elements, in the same order, with the same attributes and rules. In Node, as on the server
// (no document: Griffel keeps each rule's text as it was inserted).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createDOMRenderer, renderToStyleElements, type GriffelRenderer } from '@fluentui/react-components';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mergedStyles, pageStylesOf, rendererForPage } from '../../src/client/firstScreenStyles';

type Metadata = { m?: string; p?: number };

/** index.html's elements, as the build writes them: Griffel's own drawing of a renderer holding `rules`. */
function pageHtml(rules: Record<string, [string, Metadata][]>): string {
  const renderer = createDOMRenderer(undefined);
  renderer.insertCSSRules(rules);
  return renderToStaticMarkup(createElement(Fragment, null, ...renderToStyleElements(renderer)));
}

/** Griffel's drawing of index.html's elements and the rules a page's renderer added, in one renderer. */
function griffelsMerge(page: Record<string, [string, Metadata][]>, rendered: GriffelRenderer): string {
  const renderer = createDOMRenderer(undefined);
  renderer.insertCSSRules(page);
  for (const sheet of Object.values(rendered.stylesheets)) {
    const media = sheet.elementAttributes['media'];
    const priority = Number(sheet.elementAttributes['data-priority'] ?? 0);
    const metadata: Metadata = { ...(media === undefined ? {} : { m: media }), p: priority };
    renderer.insertCSSRules({ [sheet.bucketName]: sheet.cssRules().map((rule): [string, Metadata] => [rule, metadata]) });
  }
  return renderToStaticMarkup(createElement(Fragment, null, ...renderToStyleElements(renderer)));
}

test('the merge draws what Griffel draws: elements in its order, new rules at the end of their buckets', () => {
  const page: Record<string, [string, Metadata][]> = {
    d: [
      ['.a{padding:0;}', {}],
      ['.b{color:red;}', {}],
      ['.c{padding-left:1px;}', { p: -1 }],
    ],
    h: [['.d:hover{color:blue;}', {}]],
    m: [['@media (min-width: 30rem){.e{display:none;}}', { m: '(min-width: 30rem)' }]],
  };
  const html = pageHtml(page);
  const styles = pageStylesOf(html);
  const rendered = rendererForPage(styles);
  rendered.insertCSSRules({
    // One the page has (not added again), one new in an existing element, one in a priority the page lacks.
    d: [
      ['.a{padding:0;}', {}],
      ['.f{margin:0;}', {}],
      ['.g{padding-inline:8px;}', { p: -1 }],
      ['.h{border:0;}', { p: -2 }],
    ],
    // A bucket the page had none of, between two it had.
    f: [['.i:focus{outline:none;}', {}]],
    // A media query before the page's and one after, by Griffel's comparison.
    m: [
      ['@media (min-width: 20rem){.j{display:block;}}', { m: '(min-width: 20rem)' }],
      [
        '@media (max-width: 30rem) and (prefers-color-scheme: dark){.k{color:"<&>";}}',
        { m: '(max-width: 30rem) and (prefers-color-scheme: dark)' },
      ],
    ],
    t: [['@supports (display: grid){.l{display:grid;}}', {}]],
  });
  const merged = mergedStyles(styles, rendered);
  assert.equal(merged, griffelsMerge(page, rendered));
  // And it did add something: the page's rules and the rendered ones, each once.
  for (const rule of ['.a{padding:0;}', '.f{margin:0;}', '.h{border:0;}', '.i:focus{outline:none;}', '.l{display:grid;}'])
    assert.equal(merged.split(rule).length, 2, rule);
});

test('a page that added nothing keeps index.html’s elements as they were', () => {
  const html = pageHtml({ d: [['.a{padding:0;}', {}]], m: [['@media print{.b{display:none;}}', { m: 'print' }]] });
  const styles = pageStylesOf(html);
  assert.equal(mergedStyles(styles, rendererForPage(styles)), html);
});
