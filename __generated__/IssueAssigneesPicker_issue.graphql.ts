/**
 * @generated SignedSource<<30aa66e5e34e8714f776ad7d4fd3566b>>
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
      readonly login: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"UserAvatar_user">;
    }>;
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
},
v1 = [
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
];
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
        "selections": (v1/*:: as any*/),
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
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "b4166c420e34f422d27e64a2d281b29e";

export default node;
