/**
 * @generated SignedSource<<0e2591e346a66a2fd58bb7206c28519f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueStateFilter_project$data = {
  readonly closedIssues: {
    readonly totalCount: number;
  } | null | undefined;
  readonly openIssues: {
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "IssueStateFilter_project";
};
export type IssueStateFilter_project$key = {
  readonly " $data"?: IssueStateFilter_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueStateFilter_project">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueStateFilter_project",
  "selections": [
    {
      "kind": "CatchField",
      "field": {
        "alias": "openIssues",
        "args": [
          {
            "kind": "Literal",
            "name": "state",
            "value": "OPEN"
          }
        ],
        "concreteType": "IssueConnection",
        "kind": "LinkedField",
        "name": "issues",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": "issues(state:\"OPEN\")"
      },
      "to": "NULL"
    },
    {
      "kind": "CatchField",
      "field": {
        "alias": "closedIssues",
        "args": [
          {
            "kind": "Literal",
            "name": "state",
            "value": "CLOSED"
          }
        ],
        "concreteType": "IssueConnection",
        "kind": "LinkedField",
        "name": "issues",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": "issues(state:\"CLOSED\")"
      },
      "to": "NULL"
    }
  ],
  "type": "Project",
  "abstractKey": null
};
})();

(node as any).hash = "1c5ad5394d8f62a30e1bf02805ce394f";

export default node;
