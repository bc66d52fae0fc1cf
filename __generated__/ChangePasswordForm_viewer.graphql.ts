/**
 * @generated SignedSource<<f840e907a2c76a5bc80f64088f450c4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangePasswordForm_viewer$data = {
  readonly email: string | null | undefined;
  readonly login: string;
  readonly " $fragmentType": "ChangePasswordForm_viewer";
};
export type ChangePasswordForm_viewer$key = {
  readonly " $data"?: ChangePasswordForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangePasswordForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "ChangePasswordForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "login",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "1bb45e89daabf6541031700c49c416c0";

export default node;
