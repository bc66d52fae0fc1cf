/**
 * @generated SignedSource<<0a85c7aee799ef26e61c19b7a4d14b56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueAssignees_issue$data = {
  readonly assignees: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"UserAvatar_user">;
  }> | null | undefined;
  readonly " $fragmentType": "IssueAssignees_issue";
};
export type IssueAssignees_issue$key = {
  readonly " $data"?: IssueAssignees_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueAssignees_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueAssignees_issue",
  "selections": [
    {
      "kind": "CatchField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "assignees",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "UserAvatar_user"
          }
        ],
        "storageKey": null
      },
      "to": "NULL"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "75ae1428e8dffb300c1757f27c832b07";

export default node;
