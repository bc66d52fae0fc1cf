/**
 * @generated SignedSource<<b654fd260e902b8b5e5572cf2b3b8a3d>>
 * @relayHash cf296b8ff42408e9780e3cb8b9c0c050
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf296b8ff42408e9780e3cb8b9c0c050

import { ConcreteRequest } from 'relay-runtime';
export type ReferenceCompletionProviderPeopleQuery$variables = {
  slug: string;
};
export type ReferenceCompletionProviderPeopleQuery$data = {
  readonly project: {
    readonly assignableUsers: ReadonlyArray<{
      readonly id: string;
      readonly login: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type ReferenceCompletionProviderPeopleQuery = {
  response: ReferenceCompletionProviderPeopleQuery$data;
  variables: ReferenceCompletionProviderPeopleQuery$variables;
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
    "name": "ReferenceCompletionProviderPeopleQuery",
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
    "name": "ReferenceCompletionProviderPeopleQuery",
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
    "id": "cf296b8ff42408e9780e3cb8b9c0c050",
    "metadata": {},
    "name": "ReferenceCompletionProviderPeopleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7b9e6da5d4f2daf86ea3c09dc63fc5fb";

export default node;
