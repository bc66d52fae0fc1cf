/**
 * @generated SignedSource<<4e74c249c2b2b08d61f680bcce650c8a>>
 * @relayHash c21cc561e33e29a37487ad558a2680d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c21cc561e33e29a37487ad558a2680d0

import { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type MarkAllNotificationsReadInput = {
  clientMutationId?: string | null | undefined;
};
export type useMarkAllNotificationsReadMutation$variables = {
  input: MarkAllNotificationsReadInput;
};
export type useMarkAllNotificationsReadMutation$data = {
  readonly markAllNotificationsRead: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly markedCount: number;
    readonly viewer: {
      readonly id: string;
      readonly unreadNotificationCount: number | null | undefined;
    } | null | undefined;
  };
};
export type useMarkAllNotificationsReadMutation = {
  response: useMarkAllNotificationsReadMutation$data;
  variables: useMarkAllNotificationsReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MarkAllNotificationsReadPayload",
    "kind": "LinkedField",
    "name": "markAllNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "markedCount",
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
    "name": "useMarkAllNotificationsReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkAllNotificationsReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c21cc561e33e29a37487ad558a2680d0",
    "metadata": {},
    "name": "useMarkAllNotificationsReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1128537759e8afe1e8d68d5467f322fa";

export default node;
