/**
 * @generated SignedSource<<22f5509ffbd4f90039b441879e7178b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AuditAction = "INVITATION_ACCEPTED" | "INVITATION_CREATED" | "INVITATION_REVOKED" | "PROJECT_ARCHIVED" | "PROJECT_CREATED" | "PROJECT_UNARCHIVED" | "PROJECT_VISIBILITY_CHANGED" | "ROLE_CHANGED" | "SIGN_IN_LOCKED" | "SIGN_UP_POLICY_CHANGED" | "USER_DEACTIVATED" | "USER_REACTIVATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AuditEntryRow_entry$data = {
  readonly action: AuditAction;
  readonly actor: {
    readonly name: string;
  } | null | undefined;
  readonly address: string | null | undefined;
  readonly at: string;
  readonly email: string | null | undefined;
  readonly from: string | null | undefined;
  readonly project: {
    readonly name: string;
  } | null | undefined;
  readonly to: string | null | undefined;
  readonly user: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "AuditEntryRow_entry";
};
export type AuditEntryRow_entry$key = {
  readonly " $data"?: AuditEntryRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditEntryRow_entry">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "AuditEntryRow_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
      "name": "from",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "to",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    }
  ],
  "type": "AuditEntry",
  "abstractKey": null
};
})();

(node as any).hash = "f5c2043ece337a497d04d7c590a20f98";

export default node;
