/**
 * @generated SignedSource<<09842470bbf2b78677e451dfff3e5fc7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SignUpPolicy = "ANYONE" | "INVITED_ONLY" | "NOBODY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SignUpPolicyForm_workspace$data = {
  readonly signUpPolicy: SignUpPolicy;
  readonly signUpPolicyFixedByServer: boolean;
  readonly " $fragmentType": "SignUpPolicyForm_workspace";
};
export type SignUpPolicyForm_workspace$key = {
  readonly " $data"?: SignUpPolicyForm_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignUpPolicyForm_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "SignUpPolicyForm_workspace",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signUpPolicy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signUpPolicyFixedByServer",
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "7a692d5707ea371945ca05919af31ef6";

export default node;
