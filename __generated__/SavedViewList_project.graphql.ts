/**
 * @generated SignedSource<<1c645f5012d1567932daf25935764fac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavedViewList_project$data = {
  readonly id: string;
  readonly savedViews: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly query: string;
  }>;
  readonly slug: string;
  readonly " $fragmentType": "SavedViewList_project";
};
export type SavedViewList_project$key = {
  readonly " $data"?: SavedViewList_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedViewList_project">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "SavedViewList_project",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SavedView",
      "kind": "LinkedField",
      "name": "savedViews",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "query",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};
})();

(node as any).hash = "26757dfafe14686d9fc2341d6753ad87";

export default node;
