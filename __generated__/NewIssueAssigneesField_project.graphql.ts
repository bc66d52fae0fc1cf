/**
 * @generated SignedSource<<3d3313881edb737423786b034e630231>>
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
    readonly login: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"UserAvatar_user">;
  }>;
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

(node as any).hash = "502ffabcbbd8f93b83d4e1909b520155";

export default node;
