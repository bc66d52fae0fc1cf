/**
 * @generated SignedSource<<aad3ef6a2252f8df7f761222ef7ba2af>>
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
  "argumentDefinitions": [
    {
      "defaultValue": "is:closed",
      "kind": "LocalArgument",
      "name": "closedQuery"
    },
    {
      "defaultValue": "is:open",
      "kind": "LocalArgument",
      "name": "openQuery"
    }
  ],
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
            "kind": "Variable",
            "name": "query",
            "variableName": "openQuery"
          }
        ],
        "concreteType": "IssueConnection",
        "kind": "LinkedField",
        "name": "issues",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      "to": "NULL"
    },
    {
      "kind": "CatchField",
      "field": {
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
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      "to": "NULL"
    }
  ],
  "type": "Project",
  "abstractKey": null
};
})();

(node as any).hash = "b8295b9f7b6dd0a4d743f80bdb25fd05";

export default node;
