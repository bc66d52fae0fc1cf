/**
 * @generated SignedSource<<97d4af43f10c1eee9ef78b4999fd8d3c>>
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
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "6b6a774aaf2e63c53ac5529efd65889f";

export default node;
