/**
 * @generated SignedSource<<19c9a94897ab89d319e9a9ca48c5f8f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AvatarForm_viewer$data = {
  readonly avatarUrl: string;
  readonly hasUploadedAvatar: boolean;
  readonly name: string;
  readonly " $fragmentType": "AvatarForm_viewer";
};
export type AvatarForm_viewer$key = {
  readonly " $data"?: AvatarForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvatarForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "AvatarForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasUploadedAvatar",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0aed2a37994e6868b47d65c9f0c92d8f";

export default node;
