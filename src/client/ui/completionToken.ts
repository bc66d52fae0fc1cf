// The `#` or `@` word being typed at the caret of a Markdown text, and the text once a suggestion replaces it
// (ui/CompletingTextarea.tsx). Pure, so that the rules are tested without a browser.

export type CompletionTrigger = '#' | '@';

/** The word being completed: its trigger, what follows it up to the caret, and where the trigger stands. */
export interface CompletionToken {
  readonly trigger: CompletionTrigger;
  readonly query: string;
  /** The index of the trigger character in the text. */
  readonly start: number;
}

// A trigger starts a word (after the start, a space, or an opening bracket or quote), as a reference must not be
// glued to what precedes it (shared/references.ts): `abc#1`, `ada@host` and `a/b#1` offer nothing. What follows
// it is letters, digits and `-` (logins, numbers, words of a title), at most 39 characters, the longest login.
const TOKEN_BEFORE_CARET = /(?:^|[\s([{"'>*_~])([#@])([\p{L}\p{N}-]{0,39})$/u;

/** The token ending at `caret`, or null when the caret is not right after `#word` or `@word`. */
export function completionTokenAt(text: string, caret: number): CompletionToken | null {
  const match = TOKEN_BEFORE_CARET.exec(text.slice(0, caret));
  if (match === null) return null;
  const trigger = match[1] as CompletionTrigger;
  const query = match[2] ?? '';
  return { trigger, query, start: caret - query.length - 1 };
}

/**
 * `text` with the token (from its trigger to `caret`) replaced by `insert` and a space, and the caret after the
 * space, where typing goes on. A word glued after the caret (`#1|2`) is replaced too, so no half is left behind.
 */
export function insertCompletion(text: string, token: CompletionToken, caret: number, insert: string): { text: string; caret: number } {
  const rest = text.slice(caret);
  const glued = /^[\p{L}\p{N}-]*/u.exec(rest)?.[0].length ?? 0;
  const after = rest.slice(glued);
  const spacer = after.startsWith(' ') || after.startsWith('\n') ? '' : ' ';
  const before = text.slice(0, token.start) + insert + spacer;
  return { text: before + after, caret: before.length + (spacer === '' ? 1 : 0) };
}
