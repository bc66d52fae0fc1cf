/**
 * @generated SignedSource<<2b7ce404f38f1c765b3476dbd06eaf10>>
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
  readonly " $fragmentSpreads": FragmentRefs<"ProjectVisibilityBadge_project">;
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
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "a3d7494a914b38906964edbfb1cea118";

export default node;
