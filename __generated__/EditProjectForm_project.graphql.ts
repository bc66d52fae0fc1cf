/**
 * @generated SignedSource<<e78a6d33c15a75ee295986a5c4261ef6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProjectVisibility = "PRIVATE" | "PUBLIC" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EditProjectForm_project$data = {
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly visibility: ProjectVisibility;
  readonly " $fragmentType": "EditProjectForm_project";
};
export type EditProjectForm_project$key = {
  readonly " $data"?: EditProjectForm_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditProjectForm_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "EditProjectForm_project",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visibility",
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "26ea117b127b73b98383df2ab7ec0f9b";

export default node;
