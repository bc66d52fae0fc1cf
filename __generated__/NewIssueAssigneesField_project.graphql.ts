/**
 * @generated SignedSource<<b5990ac9f30aca90907d8f8dcd80c764>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewIssueAssigneesField_project$data = {
  readonly assignableUsers: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"UserAvatar_user">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"AssigneesMenu_project">;
  readonly " $fragmentType": "NewIssueAssigneesField_project";
};
export type NewIssueAssigneesField_project$key = {
  readonly " $data"?: NewIssueAssigneesField_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewIssueAssigneesField_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "NewIssueAssigneesField_project",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "UserAvatar_user"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AssigneesMenu_project"
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "f4bd63795921bd149221f1572e624c07";

export default node;
