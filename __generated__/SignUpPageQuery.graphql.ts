/**
 * @generated SignedSource<<86ab8e91bdab978f78fe81626caaf740>>
 * @relayHash cf6de61db4b5df408934ed6d05918de1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf6de61db4b5df408934ed6d05918de1

import { ConcreteRequest } from 'relay-runtime';
export type SignUpPageQuery$variables = Record<PropertyKey, never>;
export type SignUpPageQuery$data = {
  readonly viewer: {
    readonly id: string;
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
var v0 = [
  {
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
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "SignUpPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignUpPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "cf6de61db4b5df408934ed6d05918de1",
    "id": "cf6de61db4b5df408934ed6d05918de1",
    "metadata": {},
    "name": "SignUpPageQuery",
    "operationKind": "query",
    "text": "query SignUpPageQuery {\n  workspace {\n    name\n    allowsSignUp\n  }\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5fde4cf7d773df2f7642e33d759de542";

export default node;
