/**
 * @generated SignedSource<<86acb516f3bbadd7f2e9ae8a6030751c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "MEMBER" | "VIEWER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PersonRow_user$data = {
  readonly email: string | null | undefined;
  readonly id: string;
  readonly lastActiveAt: string | null | undefined;
  readonly login: string;
  readonly name: string;
  readonly role: Role;
  readonly " $fragmentSpreads": FragmentRefs<"PersonActivation_user" | "PersonProjects_user" | "UserAvatar_user">;
  readonly " $fragmentType": "PersonRow_user";
};
export type PersonRow_user$key = {
  readonly " $data"?: PersonRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonRow_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "PersonRow_user",
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
      "name": "login",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastActiveAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserAvatar_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PersonProjects_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PersonActivation_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b4141a8c8e7c0b1d0b706d28d03c0150";

export default node;
