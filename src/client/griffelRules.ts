// The rules of one Griffel <style> element's text, each exactly as Griffel inserted it. Griffel's renderer
// remembers a rule by its exact text (its insertion cache), and its elements hold their rules joined with nothing
// between them (`cssRules.join('')`, renderToStyleElements; the server's merge, firstScreenStyles.ts, keeps that
// form), so a rule ends where its outermost brace closes. A scan of the braces gives the rules back byte for byte,
// at a small part of the cost of Griffel's own rehydration, which compiles the text with stylis to find them.

const OPEN = '{'.charCodeAt(0);
const CLOSE = '}'.charCodeAt(0);
const DOUBLE_QUOTE = '"'.charCodeAt(0);
const SINGLE_QUOTE = "'".charCodeAt(0);
const BACKSLASH = '\\'.charCodeAt(0);

/** Calls `rule` with each top-level rule of `text`; braces inside quoted strings (`content: "{"`) do not count. */
export function forEachGriffelRule(text: string, rule: (cssRule: string) => void): void {
  let depth = 0;
  let start = 0;
  let quote = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (quote !== 0) {
      if (char === BACKSLASH) index++;
      else if (char === quote) quote = 0;
    } else if (char === DOUBLE_QUOTE || char === SINGLE_QUOTE) {
      quote = char;
    } else if (char === OPEN) {
      depth++;
    } else if (char === CLOSE && --depth === 0) {
      rule(text.slice(start, index + 1));
      start = index + 1;
    }
  }
}
