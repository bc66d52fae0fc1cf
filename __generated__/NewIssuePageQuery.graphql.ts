/**
 * @generated SignedSource<<f4494a31ad12c3a611eb480f2fb6e4f6>>
 * @relayHash e258b343220a0bb3aaa6ed1a1bac77a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e258b343220a0bb3aaa6ed1a1bac77a9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewIssuePageQuery$variables = {
  slug: string;
};
export type NewIssuePageQuery$data = {
  readonly project: {
    readonly name: string;
    readonly slug: string;
    readonly viewerCanCreateIssue: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"NewIssueForm_project">;
  } | null | undefined;
};
export type NewIssuePageQuery = {
  response: NewIssuePageQuery$data;
  variables: NewIssuePageQuery$variables;
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
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanCreateIssue",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "NewIssuePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NewIssueForm_project"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewIssuePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
    "cacheID": "e258b343220a0bb3aaa6ed1a1bac77a9",
    "id": "e258b343220a0bb3aaa6ed1a1bac77a9",
    "metadata": {},
    "name": "NewIssuePageQuery",
    "operationKind": "query",
    "text": "query NewIssuePageQuery(\n  $slug: String!\n) {\n  project(slug: $slug) {\n    slug\n    name\n    viewerCanCreateIssue\n    ...NewIssueForm_project\n    id\n  }\n}\n\nfragment NewIssueForm_project on Project {\n  id\n  slug\n}\n"
  }
};
})();

(node as any).hash = "b9fe34cf071a9f0d2e58188cdae80817";

export default node;
