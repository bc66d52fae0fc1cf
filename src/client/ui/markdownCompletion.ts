// What a Markdown editor offers while `#` or `@` is typed. The editor (ui/) knows no project: the page that
// holds editors provides the source (references/ReferenceCompletionProvider.tsx), and every editor under it,
// whatever feature it belongs to, completes from it.
import { createContext, useContext } from 'react';
import type { CompletionTrigger } from './completionToken';

/** One entry of the list. */
export interface CompletionSuggestion {
  /** Unique within one list. */
  readonly key: string;
  /** What replaces the typed token, e.g. `#12` or `@ada`. */
  readonly insert: string;
  /** The first line, e.g. `#12` or `ada`. */
  readonly label: string;
  /** Beside it, e.g. the title or the person's name. */
  readonly detail: string;
}

/** Suggestions for `query` (what follows the trigger, maybe empty); the editor ignores answers it no longer needs. */
export type CompletionSource = (trigger: CompletionTrigger, query: string) => Promise<readonly CompletionSuggestion[]>;

export const MarkdownCompletionContext = createContext<CompletionSource | null>(null);

/** The completion of the page the editor is on; null where nothing is offered. */
export function useMarkdownCompletion(): CompletionSource | null {
  return useContext(MarkdownCompletionContext);
}
