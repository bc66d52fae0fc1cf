// Griffel's renderer in the browser, started from the page's Griffel <style> elements: index.html's (Fluent's rules
// for the first screens, scripts/griffelExtraction.ts) and, on a page the server rendered, the render's own rules
// among them (firstScreenStyles.ts). It must know each of their rules before the first render, or a component
// would insert a rule the page already holds again, at the end of its bucket, where it can beat the app's own.
// Griffel's RendererProvider would read the elements itself (rehydrateRendererCache), compiling their text with
// stylis to find the rules: 120–230 ms at 4× CPU inside one render, the longest script task of the list's load.
// Here their rules are found by a scan of the braces (griffelRules.ts) and the provider is given a document without
// Griffel elements to read (AppProviders.tsx).
import { createDOMRenderer, type GriffelRenderer } from '@fluentui/react-components';
import { forEachGriffelRule } from './griffelRules';

type StyleSheet = GriffelRenderer['stylesheets'][string];
type Bucket = StyleSheet['bucketName'];

/** Griffel's key for an element's sheet (getStyleSheetKeyFromElement): bucket, media or container query, priority. */
function sheetKey(element: HTMLStyleElement, bucket: Bucket): string {
  const priority = element.getAttribute('data-priority') ?? '0';
  if (bucket !== 'm' && bucket !== 'x') return `${bucket}${priority}`;
  return `${bucket}${element.getAttribute('data-container') ?? (element.media || '0')}${priority}`;
}

/**
 * One of the page's elements as the renderer's sheet, where the rules of its bucket that the page lacks go (what
 * Griffel's rehydration makes of it, createIsomorphicStyleSheetFromElement, which @griffel/core does not export).
 */
function adopted(element: HTMLStyleElement, bucket: Bucket): StyleSheet {
  return {
    elementAttributes: Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value])),
    element,
    bucketName: bucket,
    insertRule: (rule) => element.sheet?.insertRule(rule, element.sheet.cssRules.length),
    cssRules: () => Array.from(element.sheet?.cssRules ?? [], (rule) => rule.cssText),
  };
}

/** A renderer for `targetDocument` that knows every rule of its Griffel elements and adds to those elements. */
export function pageStyleRenderer(targetDocument: Document): GriffelRenderer {
  const renderer = createDOMRenderer(targetDocument);
  for (const element of targetDocument.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]')) {
    const bucket = element.dataset['makeStylesBucket'] as Bucket;
    renderer.stylesheets[sheetKey(element, bucket)] ??= adopted(element, bucket);
    forEachGriffelRule(element.textContent, (rule) => (renderer.insertionCache[rule] = bucket));
  }
  return renderer;
}
