/**
 * @generated SignedSource<<83d7b825bce328c78cbdd71eb00b29bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Priority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IssuePriorityPicker_issue$data = {
  readonly id: string;
  readonly priority: Priority;
  readonly viewerCanUpdate: boolean;
  readonly " $fragmentType": "IssuePriorityPicker_issue";
};
export type IssuePriorityPicker_issue$key = {
  readonly " $data"?: IssuePriorityPicker_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssuePriorityPicker_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssuePriorityPicker_issue",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priority",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanUpdate",
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "a0fa1c3e4ecde4d606ba51c225c04f8b";

export default node;
