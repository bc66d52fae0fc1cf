/**
 * @generated SignedSource<<390fdfc3abb7d4f628fff30ca35eb2b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IssueState = "CLOSED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IssueStateBadge_issue$data = {
  readonly state: IssueState;
  readonly " $fragmentType": "IssueStateBadge_issue";
};
export type IssueStateBadge_issue$key = {
  readonly " $data"?: IssueStateBadge_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueStateBadge_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueStateBadge_issue",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "ec0297fda8fcaee526ebe23ac94d98a5";

export default node;
