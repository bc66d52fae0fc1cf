/**
 * @generated SignedSource<<4cb729ca0b3354930df28538b07d25f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueDetail_issue$data = {
  readonly author: {
    readonly deactivatedAt: string | null | undefined;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"UserAvatar_user">;
  } | null | undefined;
  readonly createdAt: string;
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"IssueAttachments_issue" | "IssueCommentBox_issue" | "IssueDeleteButton_issue" | "IssueDescription_issue" | "IssueParentLink_issue" | "IssueProperties_issue" | "IssueStateBadge_issue" | "IssueStateButton_issue" | "IssueSubIssues_issue" | "IssueTimeline_issue" | "IssueTitle_issue">;
  readonly " $fragmentType": "IssueDetail_issue";
};
export type IssueDetail_issue$key = {
  readonly " $data"?: IssueDetail_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueDetail_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueDetail_issue",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deactivatedAt",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "UserAvatar_user"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueTitle_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueDescription_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueStateBadge_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueStateButton_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueDeleteButton_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueAttachments_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueTimeline_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueCommentBox_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueProperties_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueParentLink_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueSubIssues_issue"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "f472ad4165484d9ec2467b7fdd8ac655";

export default node;
