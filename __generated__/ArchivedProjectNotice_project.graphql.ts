/**
 * @generated SignedSource<<1065737a8d683d5b3c9eb9a10e29cb75>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArchivedProjectNotice_project$data = {
  readonly archivedAt: string | null | undefined;
  readonly " $fragmentType": "ArchivedProjectNotice_project";
};
export type ArchivedProjectNotice_project$key = {
  readonly " $data"?: ArchivedProjectNotice_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArchivedProjectNotice_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "ArchivedProjectNotice_project",
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

(node as any).hash = "77dfdc830c516a8e87bb8f5a48456e41";

export default node;
