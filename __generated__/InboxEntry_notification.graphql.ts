/**
 * @generated SignedSource<<479992845a641270a5ea201426a2b20e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationReason = "ASSIGNED" | "COMMENT" | "DUPLICATE" | "MENTIONED" | "REFERENCED" | "RELATED" | "STATE_CHANGE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InboxEntry_notification$data = {
  readonly id: string;
  readonly isDone: boolean;
  readonly isRead: boolean;
  readonly issue: {
    readonly number: number;
    readonly project: {
      readonly slug: string;
    };
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"IssueStateBadge_issue">;
  };
  readonly reason: NotificationReason;
  readonly sourceIssue: {
    readonly number: number;
    readonly project: {
      readonly slug: string;
    };
    readonly title: string;
  } | null | undefined;
  readonly unreadCount: number;
  readonly updatedAt: string;
  readonly " $fragmentType": "InboxEntry_notification";
};
export type InboxEntry_notification$key = {
  readonly " $data"?: InboxEntry_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"InboxEntry_notification">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "InboxEntry_notification",
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
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Issue",
      "kind": "LinkedField",
      "name": "issue",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "IssueStateBadge_issue"
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Issue",
      "kind": "LinkedField",
      "name": "sourceIssue",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};
})();

(node as any).hash = "d4487ec97a6740d4628d42f53224dca0";

export default node;
