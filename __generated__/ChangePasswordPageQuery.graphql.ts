/**
 * @generated SignedSource<<60a62482cf168c90a0358a4db178b800>>
 * @relayHash d6a6b6f2f78ab6f1c974360d2f7c0e49
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d6a6b6f2f78ab6f1c974360d2f7c0e49

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangePasswordPageQuery$variables = Record<PropertyKey, never>;
export type ChangePasswordPageQuery$data = {
  readonly viewer: {
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"ChangePasswordForm_viewer">;
  } | null | undefined;
};
export type ChangePasswordPageQuery = {
  response: ChangePasswordPageQuery$data;
  variables: ChangePasswordPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "ChangePasswordPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ChangePasswordForm_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChangePasswordPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d6a6b6f2f78ab6f1c974360d2f7c0e49",
    "metadata": {},
    "name": "ChangePasswordPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a9cb3ffe4fae0381cc01d169707c79aa";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
