/**
 * @generated SignedSource<<4ae5ba4d0ffb54c0340c19c857d5b698>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewIssueForm_project$data = {
  readonly id: string;
  readonly slug: string;
  readonly " $fragmentType": "NewIssueForm_project";
};
export type NewIssueForm_project$key = {
  readonly " $data"?: NewIssueForm_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewIssueForm_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "NewIssueForm_project",
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
      "name": "slug",
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "760f720233c8737c12f04a20de2c16ae";

export default node;
