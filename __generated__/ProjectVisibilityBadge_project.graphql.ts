/**
 * @generated SignedSource<<73b5e98e0e12eb91ba23425eaeff5141>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProjectVisibility = "PRIVATE" | "PUBLIC" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectVisibilityBadge_project$data = {
  readonly visibility: ProjectVisibility;
  readonly " $fragmentType": "ProjectVisibilityBadge_project";
};
export type ProjectVisibilityBadge_project$key = {
  readonly " $data"?: ProjectVisibilityBadge_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectVisibilityBadge_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "ProjectVisibilityBadge_project",
  "selections": [
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

(node as any).hash = "591bb439f166452e57ce5639c31d8a0d";

export default node;
