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
}

/**
 * User-written Markdown whose references (`#12`, `web#12`, `@ada`) are links with a card. Which ones become
 * links is the server's answer: a reference it did not list (no such issue, or one the viewer may not see)
 * stays the plain text it was written as, so nothing about it shows.
 */
export function ReferencedMarkdown({ children, references }: Props) {
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
      if (item?.issue) return <IssueReferenceLink issue={item.issue} text={text} />;
      if (item?.user) return <UserMention user={item.user} text={text} />;
      return plain;
    },
    [byText],
  );
  return <Markdown renderReference={renderReference}>{children}</Markdown>;
}
