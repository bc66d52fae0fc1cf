/**
 * @generated SignedSource<<eb57d2eb624b19ddf35f14b21d1595d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IssueState = "CLOSED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IssueCommentBox_issue$data = {
  readonly id: string;
  readonly state: IssueState;
  readonly viewerCanUpdate: boolean;
  readonly " $fragmentType": "IssueCommentBox_issue";
};
export type IssueCommentBox_issue$key = {
  readonly " $data"?: IssueCommentBox_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueCommentBox_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueCommentBox_issue",
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

(node as any).hash = "bfa1ab2c017c8ae58d31569d19d020af";

export default node;
