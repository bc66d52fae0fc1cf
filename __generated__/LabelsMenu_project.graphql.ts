/**
 * @generated SignedSource<<bf56dd7a286e6ad1b09513005a2f875b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LabelsMenu_project$data = {
  readonly labels: ReadonlyArray<{
    readonly color: string;
    readonly description: string;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "LabelsMenu_project";
};
export type LabelsMenu_project$key = {
  readonly " $data"?: LabelsMenu_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"LabelsMenu_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "LabelsMenu_project",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Label",
      "kind": "LinkedField",
      "name": "labels",
      "plural": true,
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "ce6e11eb327895a4551ddcad2883aca3";

export default node;
