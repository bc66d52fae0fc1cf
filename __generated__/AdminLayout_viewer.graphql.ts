/**
 * @generated SignedSource<<85454d617269e7b5232b03dba458cc35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "MEMBER" | "VIEWER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminLayout_viewer$data = {
  readonly role: Role;
  readonly " $fragmentType": "AdminLayout_viewer";
};
export type AdminLayout_viewer$key = {
  readonly " $data"?: AdminLayout_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminLayout_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "AdminLayout_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e82136c103bfcf1fb5ef945cef5a69d9";

export default node;
