/**
 * @generated SignedSource<<f1434b8f18e7a355376abc5868f5b231>>
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "LabelChip_label"
    }
  ],
  "type": "Label",
  "abstractKey": null
};

(node as any).hash = "ba306ce31afeae2785b8c4f6d72f6dd0";

export default node;
