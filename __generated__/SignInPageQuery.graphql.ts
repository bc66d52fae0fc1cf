/**
 * @generated SignedSource<<d6988ffe78b3f161283c4e1a2219a8a7>>
 * @relayHash a9a5f882654f723a8405b13cb0b974b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a9a5f882654f723a8405b13cb0b974b4

import { ConcreteRequest } from 'relay-runtime';
export type SignInPageQuery$variables = Record<PropertyKey, never>;
export type SignInPageQuery$data = {
  readonly viewer: {
    readonly id: string;
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
    "name": "SignInPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignInPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a9a5f882654f723a8405b13cb0b974b4",
    "id": "a9a5f882654f723a8405b13cb0b974b4",
    "metadata": {},
    "name": "SignInPageQuery",
    "operationKind": "query",
    "text": "query SignInPageQuery {\n  workspace {\n    name\n    allowsSignUp\n  }\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5d3dbb15d1986af7d8bec8acfcc74881";

export default node;
