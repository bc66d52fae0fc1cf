// The references found in a Markdown text, kept per process by the text (issue 14). Finding them parses the whole
// text (remark with GFM): on the issue page, its description and every comment of its timeline were parsed on every
// request, 24 % of the server's CPU for that page. The answer is a function of the text alone (shared/references.ts),
// so a text seen again is answered from here; what each reference points at, and whether the reader may see it, is
// still resolved per request (references.ts).
import { referencesIn, type Reference } from '../../shared/references.ts';

/** Texts kept at most, the least recently used forgotten first. */
const MAX_TEXTS = 1000;
/** Longer texts are parsed every time: with MAX_TEXTS, the cache holds at most about 8 MB of text. */
const MAX_TEXT_LENGTH = 8 * 1024;

const found = new Map<string, readonly Reference[]>();

/** The references in `markdown`, in the order they first appear (each text once). */
export function referencesOfText(markdown: string): readonly Reference[] {
  if (markdown.length > MAX_TEXT_LENGTH) return referencesIn(markdown);
  const known = found.get(markdown);
  if (known) {
    // Most recently used last: a Map iterates in insertion order.
    found.delete(markdown);
    found.set(markdown, known);
    return known;
  }
  const references = Object.freeze(referencesIn(markdown));
  found.set(markdown, references);
  if (found.size > MAX_TEXTS) found.delete(found.keys().next().value as string);
  return references;
}
