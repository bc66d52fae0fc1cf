/**
 * @generated SignedSource<<45cbc9820736d6bc52c58f26fa66b948>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueOpening_issue$data = {
  readonly number: number;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"IssueStateBadge_issue">;
  readonly " $fragmentType": "IssueOpening_issue";
};
export type IssueOpening_issue$key = {
  readonly " $data"?: IssueOpening_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueOpening_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueOpening_issue",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueStateBadge_issue"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "8608eb090fd7d50929fc4c93bead45ca";

export default node;
