/**
 * @generated SignedSource<<a7f9f5e255daadb0e05a44f9084c8379>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueBulkActions_issues$data = ReadonlyArray<{
  readonly assignees: ReadonlyArray<{
    readonly id: string;
  }> | null | undefined;
  readonly labels: ReadonlyArray<{
    readonly id: string;
  }> | null | undefined;
  readonly " $fragmentType": "IssueBulkActions_issues";
}>;
export type IssueBulkActions_issues$key = ReadonlyArray<{
  readonly " $data"?: IssueBulkActions_issues$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueBulkActions_issues">;
}>;

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "IssueBulkActions_issues",
  "selections": [
    {
      "kind": "CatchField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "Label",
        "kind": "LinkedField",
        "name": "labels",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      "to": "NULL"
    },
    {
      "kind": "CatchField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "assignees",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      "to": "NULL"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "041544e25df044de2c2d548497f3c655";

export default node;
