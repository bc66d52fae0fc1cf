import { useCallback, useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReferencedMarkdown_references$key } from '../../../__generated__/ReferencedMarkdown_references.graphql';
import { Markdown } from '../ui/Markdown';
import { IssueReferenceLink } from './IssueReferenceLink';
import { UserMention } from './UserMention';

interface Props {
  /** Markdown source written by a user. */
  children: string;
  /** The references of that text which the server resolved for the viewer (`Issue.references`, `Comment.references`). */
  references: ReferencedMarkdown_references$key;
  /** The project the text belongs to, where `#12` points (`web#12` names its own). */
  projectSlug: string;
  /** Saves the text with one task ticked or unticked (see Markdown); only for those who may edit it. */
  onTaskToggle?: ((source: string) => void) | undefined;
}

/**
 * User-written Markdown whose references (`#12`, `web#12`, `@ada`) are links with a card. Which ones become
 * links is the server's answer: a reference it did not list (no such issue, or one the viewer may not see)
 * stays the plain text it was written as, so nothing about it shows.
 */
export function ReferencedMarkdown({ children, references, projectSlug, onTaskToggle }: Props) {
  const items = useFragment(
    graphql`
      fragment ReferencedMarkdown_references on MarkdownReference @relay(plural: true) @throwOnFieldError {
        text
        issue {
          ...IssueReferenceLink_issue
        }
        user {
          ...UserMention_user
        }
      }
    `,
    references,
  );
  const byText = useMemo(() => new Map(items.map((item) => [item.text, item])), [items]);
  const renderReference = useCallback(
    (text: string, plain: ReactNode) => {
      const item = byText.get(text);
      // The project's key as written (`web#12`, any case), or the text's own project (`#12`). The issue's own
      // project is not asked for: it would add a level to the issue page's query, over graphql-armor's depth limit.
      const key = text.slice(0, text.indexOf('#')).toLowerCase();
      if (item?.issue) return <IssueReferenceLink issue={item.issue} text={text} projectSlug={key || projectSlug} />;
      if (item?.user) return <UserMention user={item.user} text={text} />;
      return plain;
    },
    [byText, projectSlug],
  );
  return (
    <Markdown renderReference={renderReference} onTaskToggle={onTaskToggle}>
      {children}
    </Markdown>
  );
}
