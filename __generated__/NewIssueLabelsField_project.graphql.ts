/**
 * @generated SignedSource<<73156627b26f710867df211617f4c830>>
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
    readonly description: string;
    readonly id: string;
    readonly name: string;
  }>;
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

(node as any).hash = "45f87e7521a520c7f519128c7e640b72";

export default node;
