/**
 * @generated SignedSource<<5c8bf6b099a0ce73b82024e83c791225>>
 * @relayHash 2717f92115b6f06ac0f1f40e732b226e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2717f92115b6f06ac0f1f40e732b226e

import { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type MarkNotificationsDoneInput = {
  clientMutationId?: string | null | undefined;
  done?: boolean | null | undefined;
  ids: ReadonlyArray<string>;
};
export type useMarkNotificationsDoneMutation$variables = {
  input: MarkNotificationsDoneInput;
};
export type useMarkNotificationsDoneMutation$data = {
  readonly markNotificationsDone: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly notifications: ReadonlyArray<{
      readonly id: string;
      readonly isDone: boolean;
      readonly isRead: boolean;
      readonly unreadCount: number;
    }>;
    readonly viewer: {
      readonly id: string;
      readonly unreadNotificationCount: number | null | undefined;
    } | null | undefined;
  };
};
export type useMarkNotificationsDoneMutation = {
  response: useMarkNotificationsDoneMutation$data;
  variables: useMarkNotificationsDoneMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "NotificationsPayload",
    "kind": "LinkedField",
    "name": "markNotificationsDone",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notifications",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "isRead",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadNotificationCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkNotificationsDoneMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNotificationsDoneMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "2717f92115b6f06ac0f1f40e732b226e",
    "metadata": {},
    "name": "useMarkNotificationsDoneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f9cbb08eb60e01c1f333d7a73d0578a1";

export default node;
