/**
 * @generated SignedSource<<3b7e45b5bd15fc1d2b406820fbf81aa1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonActivation_user$data = {
  readonly deactivatedAt: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "PersonActivation_user";
};
export type PersonActivation_user$key = {
  readonly " $data"?: PersonActivation_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonActivation_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "PersonActivation_user",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deactivatedAt",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c6d8e409b275c667264059d32077f5ca";

export default node;
