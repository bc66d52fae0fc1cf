/**
 * @generated SignedSource<<5a292164534fb3228759d53b317f9104>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueTitle_issue$data = {
  readonly id: string;
  readonly number: number;
  readonly revision: number;
  readonly title: string;
  readonly viewerCanUpdate: boolean;
  readonly " $fragmentType": "IssueTitle_issue";
};
export type IssueTitle_issue$key = {
  readonly " $data"?: IssueTitle_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueTitle_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueTitle_issue",
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
      "name": "revision",
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

(node as any).hash = "c3fdaef1d1383de5d4e6b09e2e2d76b2";

export default node;
