/**
 * @generated SignedSource<<a45285ba464831578b82e66a5e6400c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminProjectRow_project$data = {
  readonly description: string;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectVisibilityBadge_project">;
  readonly " $fragmentType": "AdminProjectRow_project";
};
export type AdminProjectRow_project$key = {
  readonly " $data"?: AdminProjectRow_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminProjectRow_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "AdminProjectRow_project",
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

(node as any).hash = "6661203f221e4020c4e94de2e352a79d";

export default node;
