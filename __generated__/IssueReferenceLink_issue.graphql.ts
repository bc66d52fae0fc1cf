/**
 * @generated SignedSource<<61b03fc00e0f7b59850f165abe75426c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueReferenceLink_issue$data = {
  readonly number: number;
  readonly project: {
    readonly slug: string;
  };
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"IssueStateBadge_issue">;
  readonly " $fragmentType": "IssueReferenceLink_issue";
};
export type IssueReferenceLink_issue$key = {
  readonly " $data"?: IssueReferenceLink_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueReferenceLink_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueReferenceLink_issue",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueStateBadge_issue"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "2a4f5014c3c1a51f8f6bacc751b7f13e";

export default node;
