/**
 * @generated SignedSource<<08a0902ce6434cb0e87e960abcf4b9fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IssueState = "CLOSED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IssueStateButton_issue$data = {
  readonly id: string;
  readonly project: {
    readonly slug: string;
  };
  readonly state: IssueState;
  readonly viewerCanUpdate: boolean;
  readonly " $fragmentType": "IssueStateButton_issue";
};
export type IssueStateButton_issue$key = {
  readonly " $data"?: IssueStateButton_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueStateButton_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueStateButton_issue",
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
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanUpdate",
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
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "c0280d3b3e78167dd8275339c9b49710";

export default node;
