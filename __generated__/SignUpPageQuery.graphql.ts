/**
 * @generated SignedSource<<aa4d32328b634171c2ad375e67425859>>
 * @relayHash 54ef81f6b8604b4feb654c53877f2695
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54ef81f6b8604b4feb654c53877f2695

import { ConcreteRequest } from 'relay-runtime';
export type SignUpPageQuery$variables = Record<PropertyKey, never>;
export type SignUpPageQuery$data = {
  readonly viewer: {
    readonly __typename: "User";
  } | null | undefined;
  readonly workspace: {
    readonly allowsSignUp: boolean;
    readonly name: string;
  };
};
export type SignUpPageQuery = {
  response: SignUpPageQuery$data;
  variables: SignUpPageQuery$variables;
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
    "name": "SignUpPageQuery",
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
    "name": "SignUpPageQuery",
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
    "cacheID": "54ef81f6b8604b4feb654c53877f2695",
    "id": "54ef81f6b8604b4feb654c53877f2695",
    "metadata": {},
    "name": "SignUpPageQuery",
    "operationKind": "query",
    "text": "query SignUpPageQuery {\n  workspace {\n    name\n    allowsSignUp\n  }\n  viewer {\n    __typename\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2cede0c91be86aa612eb6c0ab7abc6d0";

export default node;
