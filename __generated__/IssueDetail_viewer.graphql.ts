/**
 * @generated SignedSource<<818d30191f7647fb84a6413db2db599b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueDetail_viewer$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"IssueCommentBox_viewer">;
  readonly " $fragmentType": "IssueDetail_viewer";
};
export type IssueDetail_viewer$key = {
  readonly " $data"?: IssueDetail_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueDetail_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueDetail_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueCommentBox_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "65eeb7d794b7fbad249f7ea6526853eb";

export default node;
