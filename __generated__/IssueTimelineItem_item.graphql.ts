/**
 * @generated SignedSource<<1cf5cca8e4026f5ffd14d136c105ae3e>>
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
    }
  ],
  "type": "IssueTimelineItem",
  "abstractKey": "__isIssueTimelineItem"
};

(node as any).hash = "519c5c5b45727d4eb118ef4f14016574";

export default node;
