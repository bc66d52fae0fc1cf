/**
 * @generated SignedSource<<5c27676f442990024411ec5c49ac4f09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueAssigneesPicker_issue$data = {
  readonly assignees: ReadonlyArray<{
    readonly id: string;
    readonly login: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"UserAvatar_user">;
  }> | null | undefined;
  readonly id: string;
  readonly project: {
    readonly assignableUsers: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"AssigneesMenu_project">;
  };
  readonly viewerCanUpdate: boolean;
  readonly " $fragmentType": "IssueAssigneesPicker_issue";
};
export type IssueAssigneesPicker_issue$key = {
  readonly " $data"?: IssueAssigneesPicker_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueAssigneesPicker_issue">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueAssigneesPicker_issue",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanUpdate",
      "storageKey": null
    },
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
          (v0/*:: as any*/),
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
      },
      "to": "NULL"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "assignableUsers",
          "plural": true,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AssigneesMenu_project"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "4a33fa386f4a5f9204cb337fdd03492e";

export default node;
