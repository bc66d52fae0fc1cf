/**
 * @generated SignedSource<<e6f5c407aee4a90d5c90d007501e283e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyIssuesTabs_query$data = {
  readonly assigned: {
    readonly totalCount: number;
  } | null | undefined;
  readonly created: {
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "MyIssuesTabs_query";
};
export type MyIssuesTabs_query$key = {
  readonly " $data"?: MyIssuesTabs_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyIssuesTabs_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "query",
  "variableName": "query"
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "query"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyIssuesTabs_query",
  "selections": [
    {
      "kind": "CatchField",
      "field": {
        "alias": "assigned",
        "args": [
          (v0/*:: as any*/),
          {
            "kind": "Literal",
            "name": "relation",
            "value": "ASSIGNED"
          }
        ],
        "concreteType": "IssueConnection",
        "kind": "LinkedField",
        "name": "myIssues",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      "to": "NULL"
    },
    {
      "kind": "CatchField",
      "field": {
        "alias": "created",
        "args": [
          (v0/*:: as any*/),
          {
            "kind": "Literal",
            "name": "relation",
            "value": "CREATED"
          }
        ],
        "concreteType": "IssueConnection",
        "kind": "LinkedField",
        "name": "myIssues",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      "to": "NULL"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "e1e4e2b949f5923f836c9f61f6b49a2a";

export default node;
