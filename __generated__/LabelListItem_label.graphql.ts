/**
 * @generated SignedSource<<c6738e0d8d0b5a788ff34e15a73c965e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LabelListItem_label$data = {
  readonly color: string;
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly openIssueCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"LabelChip_label">;
  readonly " $fragmentType": "LabelListItem_label";
};
export type LabelListItem_label$key = {
  readonly " $data"?: LabelListItem_label$data;
  readonly " $fragmentSpreads": FragmentRefs<"LabelListItem_label">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "LabelListItem_label",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openIssueCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LabelChip_label"
    }
  ],
  "type": "Label",
  "abstractKey": null
};

(node as any).hash = "f1b371b21edc116b79fef0a87aed5dcc";

export default node;
