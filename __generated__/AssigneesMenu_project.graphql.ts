/**
 * @generated SignedSource<<454aebff696686e274e609b6c825cd22>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssigneesMenu_project$data = {
  readonly assignableUsers: ReadonlyArray<{
    readonly id: string;
    readonly login: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"UserAvatar_user">;
  }>;
  readonly " $fragmentType": "AssigneesMenu_project";
};
export type AssigneesMenu_project$key = {
  readonly " $data"?: AssigneesMenu_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssigneesMenu_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "AssigneesMenu_project",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "assignableUsers",
      "plural": true,
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
          "name": "login",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "UserAvatar_user"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "b33e6a1b88a9ce236c7e44dac4e8c346";

export default node;
