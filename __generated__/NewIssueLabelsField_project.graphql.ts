/**
 * @generated SignedSource<<3b2efdae5fbcb6510ac30e898c4d4034>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewIssueLabelsField_project$data = {
  readonly labels: ReadonlyArray<{
    readonly color: string;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"LabelsMenu_project">;
  readonly " $fragmentType": "NewIssueLabelsField_project";
};
export type NewIssueLabelsField_project$key = {
  readonly " $data"?: NewIssueLabelsField_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewIssueLabelsField_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "NewIssueLabelsField_project",
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LabelsMenu_project"
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "2bec3375bb4400eb98c93286b7376870";

export default node;
