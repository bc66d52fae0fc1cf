/**
 * @generated SignedSource<<b0af761b2d2c08abd39c991078135952>>
 * @relayHash 045eed2575126a7d8fdd1d9fdd736f65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 045eed2575126a7d8fdd1d9fdd736f65

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionReason = "ASSIGNED" | "AUTHOR" | "COMMENTED" | "MENTIONED" | "SUBSCRIBED" | "%future added value";
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type SetIssueSubscriptionInput = {
  clientMutationId?: string | null | undefined;
  issueId: string;
  subscribed: boolean;
};
export type useSetIssueSubscriptionMutation$variables = {
  input: SetIssueSubscriptionInput;
};
export type useSetIssueSubscriptionMutation$data = {
  readonly setIssueSubscription: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly issue: {
      readonly id: string;
      readonly viewerSubscription: {
        readonly reason: SubscriptionReason | null | undefined;
        readonly subscribed: boolean;
      };
    } | null | undefined;
  };
};
export type useSetIssueSubscriptionMutation = {
  response: useSetIssueSubscriptionMutation$data;
  variables: useSetIssueSubscriptionMutation$variables;
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
    "concreteType": "SetIssueSubscriptionPayload",
    "kind": "LinkedField",
    "name": "setIssueSubscription",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issue",
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
            "concreteType": "IssueSubscription",
            "kind": "LinkedField",
            "name": "viewerSubscription",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subscribed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              }
            ],
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
    "name": "useSetIssueSubscriptionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetIssueSubscriptionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "045eed2575126a7d8fdd1d9fdd736f65",
    "metadata": {},
    "name": "useSetIssueSubscriptionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "27be9b5725521d783eaec015940d46b1";

export default node;
