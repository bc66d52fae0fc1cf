import { graphql, useFragment } from 'react-relay';
import type { IssueTimelineItem_item$key } from '../../../__generated__/IssueTimelineItem_item.graphql';
import { CommentItem } from '../comments/CommentItem';
import { IssueEventItem } from './IssueEventItem';
import { IssueMentionItem } from './IssueMentionItem';

interface Props {
  item: IssueTimelineItem_item$key;
  /** The timeline's connection, which a deleted comment leaves. */
  timelineId: string;
  /** The issue's project, where `#12` in a comment points. */
  projectSlug: string;
}

/** One entry of an issue's timeline: a comment, a change to the issue, or a back-link from another issue. */
export function IssueTimelineItem({ item, timelineId, projectSlug }: Props) {
  const data = useFragment(
    graphql`
      fragment IssueTimelineItem_item on IssueTimelineItem {
        # Aliased spreads: each is null unless the entry is of the fragment's type.
        ...CommentItem_comment @alias(as: "comment")
        ...IssueEventItem_event @alias(as: "event")
        ...IssueMentionItem_mention @alias(as: "mention")
      }
    `,
    item,
  );
  if (data.comment) return <CommentItem comment={data.comment} timelineId={timelineId} projectSlug={projectSlug} />;
  if (data.event) return <IssueEventItem event={data.event} />;
  if (data.mention) return <IssueMentionItem mention={data.mention} />;
  // A kind of entry added to the schema after this client was built: nothing to show for it.
  return null;
}
