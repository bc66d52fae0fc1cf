// A Vite plugin (build only) that takes Fluent UI's CSS out of the JavaScript and writes it into index.html.
//
// Fluent ships its styles already compiled by Griffel: each `*.styles.js` module calls
// `__styles(classesBySlot, cssRules)`, `__resetStyles(ltr, rtl, cssRules)` or `__staticStyles(cssRules)`, and at
// run time Griffel inserts `cssRules` one `insertRule` at a time into <style data-make-styles-bucket> elements
// kept in a fixed order (defaults, then :link, :focus, :hover, :active, at-rules, @media…). Here each call
// becomes its CSS-free twin, which @griffel/react exports for exactly this (`__css(classesBySlot)`,
// `__resetCSS(ltr, rtl)`, `__staticCSS()`): it returns the same class names and inserts nothing.
//
// The rules go into index.html as the <style> elements Griffel itself would have made: the build feeds them to
// a Griffel renderer and writes its `renderToStyleElements` (the form Griffel uses for server rendering), so the
// buckets, their order and their attributes are Griffel's own. Why inline rather than a linked .css file: the
// app's own `makeStyles` still insert their rules at run time, and Griffel places each new bucket element among
// the existing ones by its `data-make-styles-bucket` attribute; with one linked stylesheet an app rule's default
// would land after (and so beat) a Fluent rule's :hover or :focus of the same property, which at run time it
// never does. Inline also means no request that blocks the first render; index.html is revalidated with an ETag,
// so a repeat visit does not download it again.
//
// @griffel/webpack-extraction-plugin does this for webpack; @griffel/vite-plugin 0.1 (wyw-in-js) compiles a
// project's own `makeStyles` calls but leaves the precompiled `__styles` of node_modules, most of the CSS, alone.
import { parseSync, types as t } from '@babel/core';
import { createDOMRenderer, renderToStyleElements } from '@griffel/react';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';

/** Rules by Griffel bucket ({ d: ['.a{color:red;}'], m: [['@media …{…}', { m: '…' }]] }), as a renderer takes them. */
type CSSRulesByBucket = Parameters<ReturnType<typeof createDOMRenderer>['insertCSSRules']>[0];

/** Griffel's precompiled calls, and the CSS-free twin each becomes (both exported by @griffel/react). */
const TWINS = { __styles: '__css', __resetStyles: '__resetCSS', __staticStyles: '__staticCSS' } as const;
type Call = keyof typeof TWINS;
const isCall = (name: string): name is Call => Object.hasOwn(TWINS, name);
/** Where each call's rules are among its arguments; the arguments before them are what the twin takes. */
const RULES_ARGUMENT: Record<Call, number> = { __styles: 1, __resetStyles: 2, __staticStyles: 0 };

/** Griffel's bucket names (@griffel/core styleBucketOrdering): a rules object has only these keys. */
const BUCKETS = new Set(['r', 'd', 'l', 'v', 'w', 'f', 'i', 'h', 'a', 's', 'k', 't', 'm', 'c', 'x']);

export interface ExtractedCall {
  readonly rules: CSSRulesByBucket;
  /**
   * A class name the call's twin keeps in the code. If the bundle no longer contains it, the bundler dropped the
   * call (an unused hook), and its CSS goes too. Undefined for `__staticStyles`, which has no class names.
   */
  readonly marker: string | undefined;
}

/** The value of a literal expression (strings, numbers, arrays, plain objects), or undefined for anything else. */
function literal(node: t.Node): unknown {
  if (t.isStringLiteral(node) || t.isNumericLiteral(node) || t.isBooleanLiteral(node)) return node.value;
  if (t.isNullLiteral(node)) return null;
  if (t.isTemplateLiteral(node) && node.expressions.length === 0) return node.quasis[0]?.value.cooked;
  if (t.isUnaryExpression(node) && node.operator === '-' && t.isNumericLiteral(node.argument)) return -node.argument.value;
  if (t.isArrayExpression(node)) {
    const items = node.elements.map((element) => (element && !t.isSpreadElement(element) ? literal(element) : undefined));
    return items.includes(undefined) ? undefined : items;
  }
  if (t.isObjectExpression(node)) {
    const result: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (!t.isObjectProperty(property) || property.computed) return undefined;
      const key = t.isIdentifier(property.key) ? property.key.name : t.isStringLiteral(property.key) ? property.key.value : undefined;
      const value = literal(property.value);
      if (key === undefined || value === undefined) return undefined;
      result[key] = value;
    }
    return result;
  }
  return undefined;
}

/** A rule is a string, or a string with its metadata ([rule, { m: media, p: priority, … }]). */
const isRule = (rule: unknown) =>
  typeof rule === 'string' || (Array.isArray(rule) && rule.length === 2 && typeof rule[0] === 'string' && typeof rule[1] === 'object');

function isRulesByBucket(value: unknown): value is CSSRulesByBucket {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([bucket, rules]) => BUCKETS.has(bucket) && Array.isArray(rules) && rules.every(isRule))
  );
}

/** The first class name in a literal `classesBySlot` ({ slot: { propertyHash: className } }). */
function firstClassName(node: t.Node | undefined): string | undefined {
  if (!node || !t.isObjectExpression(node)) return undefined;
  for (const slot of node.properties) {
    if (!t.isObjectProperty(slot) || !t.isObjectExpression(slot.value)) continue;
    for (const property of slot.value.properties) {
      if (t.isObjectProperty(property) && t.isStringLiteral(property.value) && property.value.value) return property.value.value;
    }
  }
  return undefined;
}

function visitAll(node: t.Node, visit: (node: t.Node) => boolean): void {
  if (!visit(node)) return;
  for (const key of t.VISITOR_KEYS[node.type] ?? []) {
    const child: unknown = (node as unknown as Record<string, unknown>)[key];
    for (const item of Array.isArray(child) ? child : [child]) {
      if (item && typeof item === 'object' && 'type' in item) visitAll(item as t.Node, visit);
    }
  }
}

/**
 * Rewrites the Griffel calls of one module into their twins. Undefined when there is nothing to do, or when any
 * call's rules are not literals: then the module stays as it is, and its CSS is inserted at run time as before.
 */
export function extractFromModule(code: string, id: string): { code: string; calls: ExtractedCall[] } | undefined {
  if (!/\b__(?:styles|resetStyles|staticStyles)\(/.test(code)) return undefined;
  const ast = parseSync(code, { configFile: false, babelrc: false, filename: id, sourceType: 'module', parserOpts: { plugins: ['jsx'] } });
  if (!ast) return undefined;

  // The local names under which the module imports the calls from Griffel.
  const locals = new Map<string, Call>();
  let source: string | undefined;
  for (const statement of ast.program.body) {
    if (!t.isImportDeclaration(statement) || !/^@griffel\/(?:react|core)$/.test(statement.source.value)) continue;
    for (const specifier of statement.specifiers) {
      if (!t.isImportSpecifier(specifier)) continue;
      const imported = t.isIdentifier(specifier.imported) ? specifier.imported.name : specifier.imported.value;
      if (isCall(imported)) {
        locals.set(specifier.local.name, imported);
        source = statement.source.value;
      }
    }
  }
  if (source === undefined) return undefined;

  const edits: { start: number; end: number; text: string }[] = [];
  const calls: ExtractedCall[] = [];
  const twins = new Set<Call>();
  let unreadable = false;
  visitAll(ast.program, (node) => {
    if (unreadable) return false;
    if (!t.isCallExpression(node) || !t.isIdentifier(node.callee)) return true;
    const call = locals.get(node.callee.name);
    if (call === undefined) return true;
    const index = RULES_ARGUMENT[call];
    const value = node.arguments[index] ? literal(node.arguments[index]) : undefined;
    // __resetStyles' rules may also be a plain list: the reset bucket's.
    const rules = Array.isArray(value) ? { r: value as unknown } : value;
    const kept = node.arguments.slice(0, index);
    if (
      node.arguments.length !== index + 1 ||
      !isRulesByBucket(rules) ||
      node.start == null ||
      node.end == null ||
      kept.some((arg) => arg.start == null || arg.end == null)
    ) {
      unreadable = true;
      return false;
    }
    const twin = `${TWINS[call]}__griffelExtracted`;
    edits.push({ start: node.start, end: node.end, text: `${twin}(${kept.map((arg) => code.slice(arg.start!, arg.end!)).join(', ')})` });
    twins.add(call);
    const first = node.arguments[0];
    const marker = call === '__styles' ? firstClassName(first) : call === '__resetStyles' && first ? literal(first) : undefined;
    calls.push({ rules, marker: typeof marker === 'string' ? marker : undefined });
    return false;
  });
  if (unreadable || edits.length === 0) return undefined;

  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  const imports = [...twins].map((call) => `${TWINS[call]} as ${TWINS[call]}__griffelExtracted`).join(', ');
  // The original import stays (mergeClasses and the like come from it); its unused names are tree-shaken.
  return { code: `import { ${imports} } from ${JSON.stringify(source)};\n${result}`, calls };
}

/** The <style> elements Griffel's renderer makes of these rules, in its bucket order, as HTML. */
export function styleElements(calls: readonly CSSRulesByBucket[]): string {
  const renderer = createDOMRenderer(undefined);
  for (const rules of calls) renderer.insertCSSRules(rules);
  return renderToStaticMarkup(createElement(Fragment, null, ...renderToStyleElements(renderer)));
}

export interface GriffelExtractionOptions {
  /**
   * Which modules to take the CSS of; by default every one. The build passes the first load's modules
   * (scripts/chunking.ts): the parts loaded on demand keep inserting their CSS at run time, so index.html
   * carries only what the first screens use.
   */
  readonly include?: (id: string) => boolean;
}

export function griffelExtraction({ include = () => true }: GriffelExtractionOptions = {}): Plugin {
  const byModule = new Map<string, ExtractedCall[]>();
  let html = '';
  return {
    name: 'triage-griffel-extraction',
    apply: 'build',
    // Before the other plugins see the code.
    enforce: 'pre',
    buildStart() {
      byModule.clear();
      html = '';
    },
    transform(code, id) {
      if (id.startsWith('\0') || !/\.[cm]?js(?:$|\?)/.test(id) || !id.includes('/node_modules/') || !include(id)) return null;
      const result = extractFromModule(code, id);
      if (!result) return null;
      byModule.set(id, result.calls);
      return { code: result.code, map: null };
    },
    generateBundle(_options, bundle) {
      const rules: CSSRulesByBucket[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (module.renderedLength === 0) continue;
          for (const { rules: callRules, marker } of byModule.get(id) ?? []) {
            if (marker === undefined || chunk.code.includes(marker)) rules.push(callRules);
          }
        }
      }
      html = styleElements(rules);
    },
    transformIndexHtml: {
      // After generateBundle, when the bundle's contents are known.
      order: 'post',
      handler(document) {
        if (html === '') return document;
        // At the end of <head> (the charset must stay in the first 1024 bytes); Griffel places the app's
        // run-time buckets among these elements wherever they are.
        return document.replace('</head>', `${html}</head>`);
      },
    },
  };
}
