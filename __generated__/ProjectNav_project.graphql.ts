/**
 * @generated SignedSource<<cc5ea6f6a78029db3a52a0699dd92444>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectNav_project$data = {
  readonly slug: string;
  readonly " $fragmentSpreads": FragmentRefs<"SavedViewList_project">;
  readonly " $fragmentType": "ProjectNav_project";
};
export type ProjectNav_project$key = {
  readonly " $data"?: ProjectNav_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectNav_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "ProjectNav_project",
  "selections": [
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
      "name": "SavedViewList_project"
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "f8877daeaab51138dab48f0e5fd1acfd";

export default node;
