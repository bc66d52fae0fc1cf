/**
 * @generated SignedSource<<746115c4da61f14c81792d58bc729bc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserMention_user$data = {
  readonly avatarUrl: string;
  readonly deactivatedAt: string | null | undefined;
  readonly login: string;
  readonly name: string;
  readonly " $fragmentType": "UserMention_user";
};
export type UserMention_user$key = {
  readonly " $data"?: UserMention_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMention_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "UserMention_user",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deactivatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e943fb9bf41cdfd866d9d68a5645a02f";

export default node;
