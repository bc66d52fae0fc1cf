/**
 * @generated SignedSource<<7765a39df120291785e86a485d7941e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectArchiveSection_project$data = {
  readonly archivedAt: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "ProjectArchiveSection_project";
};
export type ProjectArchiveSection_project$key = {
  readonly " $data"?: ProjectArchiveSection_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectArchiveSection_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "ProjectArchiveSection_project",
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
      "name": "archivedAt",
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "b1b3394a5024ad02748073c914a7b1e3";

export default node;
