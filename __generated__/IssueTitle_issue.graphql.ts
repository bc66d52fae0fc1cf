/**
 * @generated SignedSource<<c3424e16be84aaa17bad622d74a3b5e9>>
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
      "name": "viewerCanUpdate",
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "b4886426f7a61f595b4d1c4391530d2d";

export default node;
