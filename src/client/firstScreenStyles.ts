// The Griffel rules of a page rendered on the server (serverEntry.tsx), placed where the browser's own renderer
// would have placed them. In the browser, Griffel's renderer starts from index.html's <style> elements (Fluent's
// rules, scripts/griffelExtraction.ts): it knows each of their rules, so a component whose style uses a rule
// index.html already has (`padding: 0`, say) inserts nothing, and a rule it does not have goes at the end of its
// bucket's element. The server's renderer must start from the same knowledge: one that did not would append a
// second copy of such a rule after the app's own rules of that bucket, where it beats them (a label chip's
// `padding-inline` lost to a copy of `padding: 0` so, and the chips and the Views items lost their padding).
import { createDOMRenderer, renderToStyleElements, type GriffelRenderer } from '@fluentui/react-components';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

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

/**
 * The top-level rules of a Griffel element's text, each exactly as Griffel inserted it: its rules are joined with
 * nothing between them (`cssRules.join('')`), so a rule ends where its outermost brace closes. Braces inside
 * quoted strings (`content: "{"`) do not count.
 */
function rulesOf(text: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | undefined;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote !== undefined) {
      if (char === '\\') index++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '{') {
      depth++;
    } else if (char === '}' && --depth === 0) {
      rules.push(text.slice(start, index + 1));
      start = index + 1;
    }
  }
  return rules;
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
    for (const rule of rulesOf(text)) rules[rule] = bucket;
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

/**
 * index.html's Griffel elements with the rules `rendered` inserted (only those the page did not have) added: each
 * at the end of its bucket's element, a new element in Griffel's order for a bucket the page had none of.
 */
export function mergedStyles(page: PageStyles, rendered: GriffelRenderer): string {
  const merged = createDOMRenderer(undefined);
  for (const { bucket, metadata, text } of page.elements) {
    // The element's whole text as one "rule": it comes out exactly as it went in.
    merged.insertCSSRules({ [bucket]: [[text, metadata]] });
  }
  for (const sheet of Object.values(rendered.stylesheets)) {
    const metadata = metadataOf((name) => sheet.elementAttributes[name]);
    merged.insertCSSRules({ [sheet.bucketName]: sheet.cssRules().map((rule) => [rule, metadata]) });
  }
  return renderToStaticMarkup(createElement(Fragment, null, ...renderToStyleElements(merged)));
}
