/**
 * @generated SignedSource<<d0a27a54d3aa54296d01bb79fbff2b95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewIssueForm_project$data = {
  readonly id: string;
  readonly slug: string;
  readonly " $fragmentSpreads": FragmentRefs<"NewIssueAssigneesField_project" | "NewIssueLabelsField_project">;
  readonly " $fragmentType": "NewIssueForm_project";
};
export type NewIssueForm_project$key = {
  readonly " $data"?: NewIssueForm_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewIssueForm_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "NewIssueForm_project",
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
      "name": "slug",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NewIssueLabelsField_project"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NewIssueAssigneesField_project"
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "4f1b697ce23b84360f10be6805113f94";

export default node;
