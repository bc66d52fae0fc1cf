/**
 * @generated SignedSource<<7e19af434aa7cd4b55115d62c415db94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileForm_viewer$data = {
  readonly name: string;
  readonly " $fragmentType": "ProfileForm_viewer";
};
export type ProfileForm_viewer$key = {
  readonly " $data"?: ProfileForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "ProfileForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c909ec99970150cade3bf6e370f1d35a";

export default node;
