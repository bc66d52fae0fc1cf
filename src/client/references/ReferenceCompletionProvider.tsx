import { useCallback, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { CompletionTrigger } from '../ui/completionToken';
import { MarkdownCompletionContext, type CompletionSource } from '../ui/markdownCompletion';

interface Props {
  /** The project whose issues and people are offered. */
  slug: string;
  children: ReactNode;
}

/**
 * Makes every Markdown editor under it complete `#` with the project's issues and `@` with its people
 * (ui/CompletingTextarea.tsx). The lookups are queries of their own, sent when typing pauses; the people are
 * read once and kept in the store.
 */
export function ReferenceCompletionProvider({ slug, children }: Props) {
  const environment = useRelayEnvironment();
  const source = useCallback<CompletionSource>(
    async (trigger: CompletionTrigger, typed: string) => {
      // On demand: the queries and their artifacts stay out of the page's first load (issue 13).
      const { suggestReferences } = await import('./suggestReferences');
      return suggestReferences(environment, slug, trigger, typed);
    },
    [environment, slug],
  );
  return <MarkdownCompletionContext.Provider value={source}>{children}</MarkdownCompletionContext.Provider>;
}
