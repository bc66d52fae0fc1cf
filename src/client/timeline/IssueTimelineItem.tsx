import { graphql, useFragment } from 'react-relay';
import type { IssueTimelineItem_item$key } from '../../../__generated__/IssueTimelineItem_item.graphql';
import { CommentItem } from '../comments/CommentItem';
import { IssueEventItem } from './IssueEventItem';

interface Props {
  item: IssueTimelineItem_item$key;
  issueId: string;
}

/** One entry of an issue's timeline: a comment, or a change to the issue. */
export function IssueTimelineItem({ item, issueId }: Props) {
  const data = useFragment(
    graphql`
      fragment IssueTimelineItem_item on IssueTimelineItem {
        # Aliased spreads: each is null unless the entry is of the fragment's type.
        ...CommentItem_comment @alias(as: "comment")
        ...IssueEventItem_event @alias(as: "event")
      }
    `,
    item,
  );
  if (data.comment) return <CommentItem comment={data.comment} issueId={issueId} />;
  if (data.event) return <IssueEventItem event={data.event} />;
  // A kind of entry added to the schema after this client was built: nothing to show for it.
  return null;
}
