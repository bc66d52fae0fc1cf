/**
 * @generated SignedSource<<73e27f2f4c61bff42380317da2b4e357>>
 * @relayHash b80b0e8613a9d6970693ae5b5d11789c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b80b0e8613a9d6970693ae5b5d11789c

import { ConcreteRequest } from 'relay-runtime';
export type suggestReferencesPeopleQuery$variables = {
  slug: string;
};
export type suggestReferencesPeopleQuery$data = {
  readonly project: {
    readonly assignableUsers: ReadonlyArray<{
      readonly id: string;
      readonly login: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type suggestReferencesPeopleQuery = {
  response: suggestReferencesPeopleQuery$data;
  variables: suggestReferencesPeopleQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
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
  "name": "assignableUsers",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
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
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "suggestReferencesPeopleQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "suggestReferencesPeopleQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b80b0e8613a9d6970693ae5b5d11789c",
    "metadata": {},
    "name": "suggestReferencesPeopleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d4d6a1587f6febe576a4d02645328351";

export default node;
