/**
 * @generated SignedSource<<a6af72e9e88b29a921eb53fa67a13055>>
 * @relayHash 8315bc8c4bd7aa724d3651af9a4a3f49
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8315bc8c4bd7aa724d3651af9a4a3f49

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type refreshIssueStateCountsQuery$variables = {
  closedQuery: string;
  openQuery: string;
  slug: string;
};
export type refreshIssueStateCountsQuery$data = {
  readonly project: {
    readonly " $fragmentSpreads": FragmentRefs<"IssueStateFilter_project">;
  } | null | undefined;
};
export type refreshIssueStateCountsQuery = {
  response: refreshIssueStateCountsQuery$data;
  variables: refreshIssueStateCountsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "closedQuery"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "openQuery"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshIssueStateCountsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          {
            "args": [
              {
                "kind": "Variable",
                "name": "closedQuery",
                "variableName": "closedQuery"
              },
              {
                "kind": "Variable",
                "name": "openQuery",
                "variableName": "openQuery"
              }
            ],
            "kind": "FragmentSpread",
            "name": "IssueStateFilter_project"
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "refreshIssueStateCountsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          {
            "alias": "openIssues",
            "args": [
              {
                "kind": "Variable",
                "name": "query",
                "variableName": "openQuery"
              }
            ],
            "concreteType": "IssueConnection",
            "kind": "LinkedField",
            "name": "issues",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "closedIssues",
            "args": [
              {
                "kind": "Variable",
                "name": "query",
                "variableName": "closedQuery"
              }
            ],
            "concreteType": "IssueConnection",
            "kind": "LinkedField",
            "name": "issues",
            "plural": false,
            "selections": (v4/*:: as any*/),
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
    "id": "8315bc8c4bd7aa724d3651af9a4a3f49",
    "metadata": {},
    "name": "refreshIssueStateCountsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "31088e2b345b51daf39bbf5d43b110c3";

export default node;
