/**
 * @generated SignedSource<<73554a1f37016491545c33c84a8d55c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectListItem_project$data = {
  readonly description: string;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectArchivedBadge_project" | "ProjectVisibilityBadge_project">;
  readonly " $fragmentType": "ProjectListItem_project";
};
export type ProjectListItem_project$key = {
  readonly " $data"?: ProjectListItem_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectListItem_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "ProjectListItem_project",
  "selections": [
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProjectVisibilityBadge_project"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProjectArchivedBadge_project"
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "23684ade9d07cf3c7f09c1cc9fbba57a";

export default node;
