/**
 * @generated SignedSource<<747e6f4ce96328a25d63c1d326ff7feb>>
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
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "3a34f78b137886efc1938fc4f8bd9317";

export default node;
