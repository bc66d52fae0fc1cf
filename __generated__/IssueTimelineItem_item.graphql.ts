/**
 * @generated SignedSource<<ed0ae6d5b5ad74a8167dfcb6e67c03b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueTimelineItem_item$data = {
  readonly comment: {
    readonly " $fragmentSpreads": FragmentRefs<"CommentItem_comment">;
  } | null | undefined;
  readonly event: {
    readonly " $fragmentSpreads": FragmentRefs<"IssueEventItem_event">;
  } | null | undefined;
  readonly mention: {
    readonly " $fragmentSpreads": FragmentRefs<"IssueMentionItem_mention">;
  } | null | undefined;
  readonly " $fragmentType": "IssueTimelineItem_item";
};
export type IssueTimelineItem_item$key = {
  readonly " $data"?: IssueTimelineItem_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueTimelineItem_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueTimelineItem_item",
  "selections": [
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CommentItem_comment"
          }
        ],
        "type": "Comment",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "comment"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IssueEventItem_event"
          }
        ],
        "type": "IssueEvent",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "event"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IssueMentionItem_mention"
          }
        ],
        "type": "IssueMention",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "mention"
    }
  ],
  "type": "IssueTimelineItem",
  "abstractKey": "__isIssueTimelineItem"
};

(node as any).hash = "de9506f7d58afdf48b753a40fd417a4d";

export default node;
