/**
 * @generated SignedSource<<85207ddffa56cc961a648519e8ae4f41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueLabelsPicker_issue$data = {
  readonly id: string;
  readonly labels: ReadonlyArray<{
    readonly id: string;
  }> | null | undefined;
  readonly project: {
    readonly " $fragmentSpreads": FragmentRefs<"LabelsMenu_project">;
  };
  readonly viewerCanUpdate: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"IssueLabels_issue">;
  readonly " $fragmentType": "IssueLabelsPicker_issue";
};
export type IssueLabelsPicker_issue$key = {
  readonly " $data"?: IssueLabelsPicker_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueLabelsPicker_issue">;
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
  "name": "IssueLabelsPicker_issue",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanUpdate",
      "storageKey": null
    },
    {
      "kind": "CatchField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "Label",
        "kind": "LinkedField",
        "name": "labels",
        "plural": true,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      "to": "NULL"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LabelsMenu_project"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueLabels_issue"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "cc06eddffb0486e7994bd7830287e4b8";

export default node;
