/**
 * @generated SignedSource<<daef4b1b6339e8505902c8bbe7a43586>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueDetail_issue$data = {
  readonly author: {
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"UserAvatar_user">;
  } | null | undefined;
  readonly body: string;
  readonly createdAt: string;
  readonly number: number;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"IssueAssignees_issue" | "IssueAttachments_issue" | "IssueLabels_issue" | "IssueStateBadge_issue">;
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
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
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
      "name": "IssueStateBadge_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueLabels_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueAssignees_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueAttachments_issue"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "b44e34b0b9aeff37d5a7c7ef209cf889";

export default node;
