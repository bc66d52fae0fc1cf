/**
 * @generated SignedSource<<6d02a8f27f14eb22b0315aa8abf0f817>>
 * @relayHash 240d82c9ea8abdec9127d0b3342bf224
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 240d82c9ea8abdec9127d0b3342bf224

import { ConcreteRequest } from 'relay-runtime';
export type SignInPageQuery$variables = Record<PropertyKey, never>;
export type SignInPageQuery$data = {
  readonly viewer: {
    readonly __typename: "User";
  } | null | undefined;
  readonly workspace: {
    readonly allowsSignUp: boolean;
    readonly name: string;
  };
};
export type SignInPageQuery = {
  response: SignInPageQuery$data;
  variables: SignInPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Workspace",
  "kind": "LinkedField",
  "name": "workspace",
  "plural": false,
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
      "name": "allowsSignUp",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "SignInPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
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
    "name": "SignInPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
    "cacheID": "240d82c9ea8abdec9127d0b3342bf224",
    "id": "240d82c9ea8abdec9127d0b3342bf224",
    "metadata": {},
    "name": "SignInPageQuery",
    "operationKind": "query",
    "text": "query SignInPageQuery {\n  workspace {\n    name\n    allowsSignUp\n  }\n  viewer {\n    __typename\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "aaf4d72ad6eedafe15240db6ca0a945b";

export default node;
