// scripts/griffelExtraction.ts: Fluent's precompiled Griffel calls become their CSS-free twins, and their rules
// become <style> elements in Griffel's own order, on a real Fluent module as the build reads it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { extractFromModule, styleElements } from '../../scripts/griffelExtraction.ts';

// The ES module build of Fluent's Button styles (installed with @fluentui/react-components), the file Vite bundles.
const buttonStyles = path.resolve(
  import.meta.dirname,
  '../../node_modules/@fluentui/react-button/lib/components/Button/useButtonStyles.styles.js',
);

test('a Fluent styles module keeps its class names and loses its CSS text', () => {
  const code = fs.readFileSync(buttonStyles, 'utf8');
  const calls = code.match(/\b__(?:styles|resetStyles)\(/g)?.length ?? 0;
  assert.ok(calls > 0, 'the module still calls __styles / __resetStyles');

  const result = extractFromModule(code, buttonStyles);
  assert.ok(result, 'the module was rewritten');
  assert.equal(result.calls.length, calls);
  assert.doesNotMatch(result.code, /[^_]__(?:styles|resetStyles)\(/);
  assert.match(result.code, /^import \{ (?:__css as __css__griffelExtracted|__resetCSS as __resetCSS__griffelExtracted)(?:, )?/);
  // The rules are gone from the code, the class names the components read stay.
  const someRule: unknown = result.calls.flatMap((call) => Object.values(call.rules).flat())[0];
  const ruleText = typeof someRule === 'string' ? someRule : Array.isArray(someRule) ? String(someRule[0]) : undefined;
  assert.ok(ruleText && code.includes(JSON.stringify(ruleText)));
  assert.ok(!result.code.includes(JSON.stringify(ruleText)));
  for (const { marker } of result.calls) assert.ok(marker && result.code.includes(marker), `class ${marker} kept`);
  assert.ok(code.length - result.code.length > code.length / 3, 'most of the module was CSS');
});

test('a module whose rules are not literals is left alone (its CSS stays at run time)', () => {
  const code = [
    "import { __styles } from '@griffel/react';",
    "const rules = { d: ['.a{color:red;}'] };",
    "export const useStyles = __styles({ root: { sj55zd: 'a' } }, rules);",
  ].join('\n');
  assert.equal(extractFromModule(code, '/x/node_modules/y/z.js'), undefined);
  // The same module with its rules written out is rewritten.
  const literal = code.replace(', rules)', ", { d: ['.a{color:red;}'] })");
  assert.match(
    extractFromModule(literal, '/x/node_modules/y/z.js')?.code ?? '',
    /__css__griffelExtracted\(\{ root: \{ sj55zd: 'a' \} \}\)/,
  );
});

test("the <style> elements follow Griffel's bucket order, media queries on their own elements", () => {
  const html = styleElements([
    { h: ['.h1:hover{color:red;}'], m: [['@media (max-width: 480px){.m1{color:blue;}}', { m: '(max-width: 480px)' }]] },
    { d: ['.d1{color:green;}', '.d2{margin:0;}'], r: ['.r1{display:flex;}'] },
    // A rule two modules share is written once.
    { d: ['.d1{color:green;}'] },
  ]);
  const buckets = [...html.matchAll(/<style([^>]*)>([^<]*)<\/style>/g)].map(([, attributes, css]) => ({
    bucket: /data-make-styles-bucket="(\w)"/.exec(attributes ?? '')?.[1],
    media: /media="([^"]*)"/.exec(attributes ?? '')?.[1],
    css,
  }));
  assert.deepEqual(buckets, [
    { bucket: 'r', media: undefined, css: '.r1{display:flex;}' },
    { bucket: 'd', media: undefined, css: '.d1{color:green;}.d2{margin:0;}' },
    { bucket: 'h', media: undefined, css: '.h1:hover{color:red;}' },
    { bucket: 'm', media: '(max-width: 480px)', css: '@media (max-width: 480px){.m1{color:blue;}}' },
  ]);
});
