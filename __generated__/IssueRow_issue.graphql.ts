/**
 * @generated SignedSource<<c9820cf23a77cc8065a8fc705d934a54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Priority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IssueRow_issue$data = {
  readonly author: {
    readonly deactivatedAt: string | null | undefined;
    readonly name: string;
  } | null | undefined;
  readonly comments: {
    readonly totalCount: number;
  } | null | undefined;
  readonly createdAt: string;
  readonly number: number;
  readonly priority: Priority;
  readonly project: {
    readonly slug: string;
  };
  readonly title: string;
  readonly updatedAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"IssueAssignees_issue" | "IssueLabels_issue" | "IssueStateBadge_issue">;
  readonly " $fragmentType": "IssueRow_issue";
};
export type IssueRow_issue$key = {
  readonly " $data"?: IssueRow_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueRow_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueRow_issue",
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
      "name": "priority",
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
      "kind": "ScalarField",
      "name": "updatedAt",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "kind": "CatchField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "CommentConnection",
        "kind": "LinkedField",
        "name": "comments",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      "to": "NULL"
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
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "d7266f9aa5f137f3236922fa354ca6fe";

export default node;
