/**
 * @generated SignedSource<<400efb7a0a5b91c54a694a2ad3a5d3df>>
 * @relayHash 4392bf7ba982285eda018f0b3fe0fe43
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4392bf7ba982285eda018f0b3fe0fe43

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
    "name": "SignUpPageQuery",
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
    "name": "SignUpPageQuery",
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
    "cacheID": "4392bf7ba982285eda018f0b3fe0fe43",
    "id": "4392bf7ba982285eda018f0b3fe0fe43",
    "metadata": {},
    "name": "SignUpPageQuery",
    "operationKind": "query",
    "text": "query SignUpPageQuery {\n  workspace {\n    name\n    allowsSignUp\n    id\n  }\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5fde4cf7d773df2f7642e33d759de542";

export default node;
