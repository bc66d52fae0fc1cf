// The Griffel rules of a page rendered on the server (serverEntry.tsx), placed where the browser's own renderer
// would have placed them. In the browser, Griffel's renderer starts from index.html's <style> elements (Fluent's
// rules, scripts/griffelExtraction.ts): it knows each of their rules, so a component whose style uses a rule
// index.html already has (`padding: 0`, say) inserts nothing, and a rule it does not have goes at the end of its
// bucket's element. The server's renderer must start from the same knowledge: one that did not would append a
// second copy of such a rule after the app's own rules of that bucket, where it beats them (a label chip's
// `padding-inline` lost to a copy of `padding: 0` so, and the chips and the Views items lost their padding).
import { createDOMRenderer, type GriffelRenderer } from '@fluentui/react-components';
import { forEachGriffelRule } from './griffelRules';

// One Griffel <style> element of index.html: its attributes, its bucket and its rules as one text.
const STYLE_ELEMENT = /<style ([^>]*data-make-styles-bucket="([a-z])"[^>]*)>([^<]*)<\/style>/g;

type Metadata = { m?: string; p?: number; x?: string };

interface PageStyleElement {
  readonly bucket: string;
  readonly metadata: Metadata;
  readonly text: string;
}

/** index.html's Griffel elements, read once: each element, and every rule they hold (Griffel's cache keys). */
export interface PageStyles {
  readonly elements: readonly PageStyleElement[];
  /** Each rule of the page, as the browser's renderer's insertion cache holds it after reading the page. */
  readonly rules: Readonly<Record<string, string>>;
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
}

function metadataOf(get: (name: string) => string | undefined): Metadata {
  const media = get('media');
  const priority = get('data-priority');
  const container = get('data-container');
  return {
    ...(media === undefined ? {} : { m: media }),
    ...(priority === undefined ? {} : { p: Number(priority) }),
    ...(container === undefined ? {} : { x: container }),
  };
}

let read: { readonly source: string; readonly styles: PageStyles } | undefined;

/** index.html's Griffel elements (`source`: the run of them), read once per index.html. */
export function pageStylesOf(source: string): PageStyles {
  if (read?.source === source) return read.styles;
  // No prototype: a rule is never mistaken for an Object method's name.
  const rules: Record<string, string> = Object.create(null) as Record<string, string>;
  const elements: PageStyleElement[] = [];
  for (const [, attributes = '', bucket = 'd', text = ''] of source.matchAll(STYLE_ELEMENT)) {
    elements.push({ bucket, metadata: metadataOf((name) => attribute(attributes, name)), text });
    forEachGriffelRule(text, (rule) => (rules[rule] = bucket));
  }
  const styles = { elements, rules };
  read = { source, styles };
  return styles;
}

/** A renderer for one request that knows the page's rules, as the browser's knows them once it has read the page. */
export function rendererForPage(page: PageStyles): GriffelRenderer {
  const renderer = createDOMRenderer(undefined);
  // Griffel's own rehydration fills this cache from the document's elements (rehydrateRendererCache); here the
  // page's rules, read once, are its prototype rather than copied into every request's renderer.
  renderer.insertionCache = Object.create(page.rules) as Record<string, GriffelRenderer['insertionCache'][string]>;
  return renderer;
}

// Griffel's order of its buckets (`styleBucketOrdering` of @griffel/core, which @griffel/react's
// renderToStyleElements sorts by): reset, catch-all, link, visited, focus-within, focus, focus-visible, hover,
// active, reset at-rules, keyframes, at-rules, media, container (legacy), container (sorted).
const BUCKET_ORDER = ['r', 'd', 'l', 'v', 'w', 'f', 'i', 'h', 'a', 's', 'k', 't', 'm', 'c', 'x'];

interface MergedSheet {
  readonly bucket: string;
  readonly media: string;
  readonly container: string;
  readonly priority: number;
  /** The element's attributes, in Griffel's order. */
  readonly attributes: Readonly<Record<string, string>>;
  text: string;
}

/** The sheet a rule of `bucket` with `metadata` goes in: Griffel's key for it (getStyleSheetKey) and its element. */
function sheetFor(sheets: Map<string, MergedSheet>, bucket: string, metadata: Metadata): MergedSheet {
  const priority = metadata.p ?? 0;
  const key = bucket === 'm' || bucket === 'x' ? `${bucket}${metadata.x ?? metadata.m ?? '0'}${priority}` : `${bucket}${priority}`;
  let sheet = sheets.get(key);
  if (sheet === undefined) {
    const attributes: Record<string, string> = {};
    if (bucket === 'm' && metadata.m !== undefined) attributes['media'] = metadata.m;
    if (bucket === 'x' && metadata.x !== undefined) attributes['data-container'] = metadata.x;
    attributes['data-make-styles-bucket'] = bucket;
    attributes['data-priority'] = String(priority);
    sheet = { bucket, media: metadata.m ?? '', container: metadata.x ?? '', priority, attributes, text: '' };
    sheets.set(key, sheet);
  }
  return sheet;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html's Griffel elements with the rules `rendered` inserted (only those the page did not have) added: each
 * at the end of its bucket's element, a new element in Griffel's order for a bucket the page had none of. The
 * elements come out as Griffel's renderToStyleElements would draw them from one renderer holding both (what this
 * did before, at the cost of a second renderer and a React render per page); a string merge does the same.
 */
export function mergedStyles(page: PageStyles, rendered: GriffelRenderer): string {
  const sheets = new Map<string, MergedSheet>();
  for (const { bucket, metadata, text } of page.elements) sheetFor(sheets, bucket, metadata).text += text;
  for (const sheet of Object.values(rendered.stylesheets)) {
    const rules = sheet.cssRules();
    if (rules.length > 0)
      sheetFor(
        sheets,
        sheet.bucketName,
        metadataOf((name) => sheet.elementAttributes[name]),
      ).text += rules.join('');
  }
  const ordered = [...sheets.values()].sort(
    (a, b) =>
      BUCKET_ORDER.indexOf(a.bucket) - BUCKET_ORDER.indexOf(b.bucket) ||
      (a.bucket === 'm' ? rendered.compareMediaQueries(a.media, b.media) : 0) ||
      (a.bucket === 'x' ? rendered.compareContainerQueries(a.container, b.container) : 0) ||
      a.priority - b.priority,
  );
  return ordered
    .filter((sheet) => sheet.text.length > 0)
    .map((sheet) => {
      const attributes = Object.entries(sheet.attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
      return `<style${attributes.join('')} data-make-styles-rehydration="true">${sheet.text}</style>`;
    })
    .join('');
}
