/**
 * @generated SignedSource<<9e6127326acd55ac7fb329944d15e7f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveViewDialog_project$data = {
  readonly id: string;
  readonly " $fragmentType": "SaveViewDialog_project";
};
export type SaveViewDialog_project$key = {
  readonly " $data"?: SaveViewDialog_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"SaveViewDialog_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "SaveViewDialog_project",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "a6074fdea83722b4c4061b04dcc3466c";

export default node;
