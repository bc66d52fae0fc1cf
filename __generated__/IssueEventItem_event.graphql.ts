/**
 * @generated SignedSource<<b34ec878470fbbddc1105f1a93d89bf0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IssueEventKind = "ASSIGNED" | "ATTACHMENT_REMOVED" | "CLOSED" | "DESCRIPTION_EDITED" | "LABELED" | "PARENT_ADDED" | "PARENT_REMOVED" | "PRIORITY_CHANGED" | "RELATION_ADDED" | "RELATION_REMOVED" | "RENAMED" | "REOPENED" | "SUB_ISSUE_ADDED" | "SUB_ISSUE_REMOVED" | "UNASSIGNED" | "UNLABELED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IssueEventItem_event$data = {
  readonly actor: {
    readonly deactivatedAt: string | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"UserAvatar_user">;
  } | null | undefined;
  readonly assignee: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly from: string | null | undefined;
  readonly kind: IssueEventKind;
  readonly label: {
    readonly " $fragmentSpreads": FragmentRefs<"LabelChip_label">;
  } | null | undefined;
  readonly relatedIssue: {
    readonly number: number;
    readonly project: {
      readonly slug: string;
    };
    readonly title: string;
  } | null | undefined;
  readonly to: string | null | undefined;
  readonly " $fragmentType": "IssueEventItem_event";
};
export type IssueEventItem_event$key = {
  readonly " $data"?: IssueEventItem_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueEventItem_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueEventItem_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "from",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "to",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deactivatedAt",
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
      "alias": null,
      "args": null,
      "concreteType": "Label",
      "kind": "LinkedField",
      "name": "label",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LabelChip_label"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "assignee",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Issue",
      "kind": "LinkedField",
      "name": "relatedIssue",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
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
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "IssueEvent",
  "abstractKey": null
};
})();

(node as any).hash = "b3518c101b8cc3564b81883bf584b4b5";

export default node;
