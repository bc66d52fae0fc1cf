// A Vite plugin that moves Fluent UI's CSS out of the JavaScript into one stylesheet, at build time.
//
// Fluent ships its styles already compiled by Griffel: each `*.styles.js` module calls
// `__styles(classesBySlot, cssRules)` (or `__resetStyles(ltr, rtl, cssRules)`, `__staticStyles(cssRules)`),
// and at run time Griffel inserts `cssRules` into <style> elements, one per "bucket", kept in a fixed
// order. Here each such call becomes its CSS-free twin (`__css(classesBySlot)`, `__resetCSS(ltr, rtl)`,
// `__staticCSS()`, which Griffel provides for exactly this), and the rules go, in the order the run-time
// buckets would give them, into one stylesheet that index.html links. The JavaScript loses the CSS text
// (about a third of Fluent's bytes) and the browser no longer builds the rules one insertRule at a time.
//
// The same idea as @griffel/webpack-extraction-plugin, which is for webpack only; @griffel/vite-plugin 0.1
// compiles `makeStyles` calls but leaves Fluent's precompiled `__styles` (most of the CSS) in the JavaScript.
// The app's own `makeStyles` calls still run at run time: their rules are inserted after the stylesheet.
import { parseSync, types as t } from '@babel/core';
import type { Plugin } from 'vite';

/** Griffel's run-time bucket order (@griffel/core, styleBucketOrdering). */
const BUCKETS = ['r', 'd', 'l', 'v', 'w', 'f', 'i', 'h', 'a', 's', 'k', 't', 'm', 'c', 'x'] as const;

type Metadata = { readonly p?: number; readonly m?: string; readonly x?: string };
type Entry = string | readonly [string, Metadata];
type RulesByBucket = Readonly<Partial<Record<string, readonly Entry[]>>>;

interface Extracted {
  readonly rules: RulesByBucket;
  /** A class name the call's CSS-free twin keeps in the code: if the bundle has lost it, so can the CSS. */
  readonly marker: string | undefined;
}

/** Replaced calls, and the function each becomes (exported by @griffel/react, like the originals). */
const CALLS = { __styles: '__css', __resetStyles: '__resetCSS', __staticStyles: '__staticCSS' } as const;
type Call = keyof typeof CALLS;
const isCall = (name: string): name is Call => Object.hasOwn(CALLS, name);

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

function isRulesByBucket(value: unknown): value is RulesByBucket {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    && Object.entries(value).every(([bucket, entries]) => (BUCKETS as readonly string[]).includes(bucket) && Array.isArray(entries));
}

/** The first string found in a literal `classesBySlot` ({ slot: { propertyHash: className } }). */
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

interface Edit { start: number; end: number; text: string }

/**
 * Rewrites the Griffel calls of one module. Returns undefined when there is nothing to do, or when a call's
 * rules are not literals (then the module is left as it is, and its CSS stays at run time).
 */
export function extractFromModule(code: string, id: string): { code: string; extracted: Extracted[] } | undefined {
  if (!/\b__(?:styles|resetStyles|staticStyles)\(/.test(code)) return undefined;
  const ast = parseSync(code, { configFile: false, babelrc: false, filename: id, sourceType: 'module', parserOpts: { plugins: ['jsx'] } });
  if (!ast) return undefined;

  // Local names under which the module imports the calls from Griffel.
  const locals = new Map<string, Call>();
  let griffelImport: t.ImportDeclaration | undefined;
  for (const statement of ast.program.body) {
    if (!t.isImportDeclaration(statement) || !/^@griffel\/(?:react|core)$/.test(statement.source.value)) continue;
    for (const specifier of statement.specifiers) {
      if (!t.isImportSpecifier(specifier)) continue;
      const imported = t.isIdentifier(specifier.imported) ? specifier.imported.name : specifier.imported.value;
      if (isCall(imported)) {
        locals.set(specifier.local.name, imported);
        griffelImport = statement;
      }
    }
  }
  if (!griffelImport || locals.size === 0) return undefined;
  const source = griffelImport.source.value;

  const edits: Edit[] = [];
  const extracted: Extracted[] = [];
  const used = new Set<Call>();
  let failed = false;
  const visit = (node: t.Node) => {
    if (failed) return;
    if (t.isCallExpression(node) && t.isIdentifier(node.callee) && locals.has(node.callee.name)) {
      const call = locals.get(node.callee.name)!;
      const args = node.arguments;
      const rulesIndex = call === '__styles' ? 1 : call === '__resetStyles' ? 2 : 0;
      const rulesNode = args[rulesIndex];
      const value = rulesNode ? literal(rulesNode) : undefined;
      // __resetStyles' rules may also be a plain list (the reset bucket).
      const rules = Array.isArray(value) ? { r: value as Entry[] } : value;
      if (args.length !== rulesIndex + 1 || !isRulesByBucket(rules) || node.start == null || node.end == null) {
        failed = true;
        return;
      }
      const kept = args.slice(0, rulesIndex).map((arg) => code.slice(arg.start!, arg.end!));
      edits.push({ start: node.start, end: node.end, text: `${CALLS[call]}__griffelExtracted(${kept.join(', ')})` });
      used.add(call);
      const marker = call === '__styles' ? firstClassName(args[0]) : call === '__resetStyles' ? (literal(args[0]!) as string) : undefined;
      extracted.push({ rules, marker });
      return;
    }
    for (const key of t.VISITOR_KEYS[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) for (const item of child) { if (item && typeof item === 'object' && 'type' in item) visit(item as t.Node); }
      else if (child && typeof child === 'object' && 'type' in child) visit(child as t.Node);
    }
  };
  visit(ast.program);
  if (failed || edits.length === 0) return undefined;

  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  const imports = [...used].map((call) => `${CALLS[call]} as ${CALLS[call]}__griffelExtracted`).join(', ');
  // The original import stays (other names may come from it); unused names are tree-shaken away.
  return { code: `import { ${imports} } from ${JSON.stringify(source)};\n${result}`, extracted };
}

/**
 * The stylesheet, ordered as Griffel's renderer orders its <style> elements: by bucket; within a bucket by
 * priority (lower first), and for "@media" / "@container" by condition (compared as strings, Griffel's
 * default) and then priority; within one of those, in the order met. Each rule appears once.
 */
export function stylesheet(all: readonly RulesByBucket[]): string {
  const sheets = new Map<string, { bucket: number; condition: string; priority: number; rules: string[] }>();
  const seen = new Set<string>();
  for (const rules of all) {
    for (const [bucket, entries] of Object.entries(rules)) {
      for (const entry of entries ?? []) {
        const [css, metadata = {}] = typeof entry === 'string' ? [entry] : entry;
        if (seen.has(css)) continue;
        seen.add(css);
        const condition = bucket === 'm' ? (metadata.m ?? '') : bucket === 'x' ? (metadata.x ?? '') : '';
        const priority = metadata.p ?? 0;
        const key = `${bucket}\u0000${condition}\u0000${priority}`;
        let sheet = sheets.get(key);
        if (!sheet) {
          sheet = { bucket: BUCKETS.indexOf(bucket as (typeof BUCKETS)[number]), condition, priority, rules: [] };
          sheets.set(key, sheet);
        }
        sheet.rules.push(css);
      }
    }
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...sheets.values()]
    .sort((a, b) => a.bucket - b.bucket || compare(a.condition, b.condition) || a.priority - b.priority)
    .map((sheet) => sheet.rules.join(''))
    .join('\n');
}

export function griffelExtraction(): Plugin {
  const byModule = new Map<string, Extracted[]>();
  let fileName: string | undefined;
  return {
    name: 'triage-griffel-extraction',
    apply: 'build',
    // Before the other plugins see the code, and (generateBundle) before the HTML is written.
    enforce: 'pre',
    buildStart() {
      byModule.clear();
      fileName = undefined;
    },
    transform(code, id) {
      if (id.startsWith('\0') || !/\.[cm]?[jt]sx?(?:$|\?)/.test(id)) return null;
      const result = extractFromModule(code, id);
      if (!result) return null;
      byModule.set(id, result.extracted);
      return { code: result.code, map: null };
    },
    generateBundle(_options, bundle) {
      const rules: RulesByBucket[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (module.renderedLength === 0) continue;
          for (const { rules: moduleRules, marker } of byModule.get(id) ?? []) {
            // A call the bundler dropped (an unused slot's hook) takes its CSS with it.
            if (marker === undefined || chunk.code.includes(marker)) rules.push(moduleRules);
          }
        }
      }
      if (rules.length === 0) return;
      const reference = this.emitFile({ type: 'asset', name: 'fluent.css', source: stylesheet(rules) });
      fileName = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (fileName === undefined) return [];
        // Griffel appends the app's run-time rules to <head> later, so they come after these.
        return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
