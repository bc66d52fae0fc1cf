/**
 * @generated SignedSource<<272cdb3e88231d00199b2af26ac29d3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectArchivedBadge_project$data = {
  readonly archivedAt: string | null | undefined;
  readonly " $fragmentType": "ProjectArchivedBadge_project";
};
export type ProjectArchivedBadge_project$key = {
  readonly " $data"?: ProjectArchivedBadge_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectArchivedBadge_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "ProjectArchivedBadge_project",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "archivedAt",
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "4225d8501bf65fabda80f41c1d23a962";

export default node;
