/**
 * @generated SignedSource<<7de084cd9cc9438248dfd25b3afb3935>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueBulkActions_project$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AssigneesMenu_project" | "LabelsMenu_project">;
  readonly " $fragmentType": "IssueBulkActions_project";
};
export type IssueBulkActions_project$key = {
  readonly " $data"?: IssueBulkActions_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueBulkActions_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueBulkActions_project",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LabelsMenu_project"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AssigneesMenu_project"
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "43cdcbad47a432acb460485a6fc003fa";

export default node;
