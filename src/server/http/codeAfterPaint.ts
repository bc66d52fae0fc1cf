// A page the server rendered goes with its code's links inert, started by an inline script once the page is
// painted (shared/codeAfterPaint.ts says why). Pages sent unrendered keep index.html's links as built.
import { AFTER_PAINT_ATTRIBUTE, CODE_AFTER_PAINT_SCRIPT } from '../../shared/codeAfterPaint.ts';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const PREFETCH = /<link rel="prefetch" crossorigin href="([^"]+)">/g;

/**
 * `html` with its module script, modulepreload and prefetch links inert, and the script that starts them at the end of
 * <head>; only the head is read (the body holds the page's text, the users').
 */
export function codeAfterPaint(html: string): string {
  const at = html.indexOf('</head>');
  if (at === -1) return html;
  const head = html
    .slice(0, at)
    .replace(ENTRY, (_, src: string) => `<link ${AFTER_PAINT_ATTRIBUTE}="entry" href="${src}">`)
    .replace(PRELOAD, (_, href: string) => `<link ${AFTER_PAINT_ATTRIBUTE}="preload" href="${href}">`)
    .replace(PREFETCH, (_, href: string) => `<link ${AFTER_PAINT_ATTRIBUTE}="prefetch" href="${href}">`);
  return `${head}<script>${CODE_AFTER_PAINT_SCRIPT}</script>\n${html.slice(at)}`;
}
