/**
 * @generated SignedSource<<8b3bc6f452daccc4762617b8407db639>>
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
  readonly " $fragmentSpreads": FragmentRefs<"ProjectArchivedBadge_project" | "ProjectVisibilityBadge_project">;
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

(node as any).hash = "1eb210c883ab5ead61f7dc9c97d2b1a1";

export default node;
