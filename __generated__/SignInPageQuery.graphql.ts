/**
 * @generated SignedSource<<321836fcbaea51c51772d7c770a18bd4>>
 * @relayHash a02310094e36de64059747c79170d991
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a02310094e36de64059747c79170d991

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
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowsSignUp",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v2/*:: as any*/)
  ],
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
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspace",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
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
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspace",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "a02310094e36de64059747c79170d991",
    "id": "a02310094e36de64059747c79170d991",
    "metadata": {},
    "name": "SignInPageQuery",
    "operationKind": "query",
    "text": "query SignInPageQuery {\n  workspace {\n    name\n    allowsSignUp\n    id\n  }\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5d3dbb15d1986af7d8bec8acfcc74881";

export default node;
