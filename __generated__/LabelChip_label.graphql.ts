/**
 * @generated SignedSource<<3f6b870763e117c008b0d19c6f9c03f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LabelChip_label$data = {
  readonly color: string;
  readonly description: string;
  readonly name: string;
  readonly " $fragmentType": "LabelChip_label";
};
export type LabelChip_label$key = {
  readonly " $data"?: LabelChip_label$data;
  readonly " $fragmentSpreads": FragmentRefs<"LabelChip_label">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "LabelChip_label",
  "selections": [
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
    }
  ],
  "type": "Label",
  "abstractKey": null
};

(node as any).hash = "785084f76f32ffbdac6fb39d484fe04b";

export default node;
