/**
 * @generated SignedSource<<d3e030f29311f321fc2bdc8be51a5c8f>>
 * @relayHash 3ecfe4049cbfe6bf17442f063f33aaf5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ecfe4049cbfe6bf17442f063f33aaf5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type SignOutSessionInput = {
  clientMutationId?: string | null | undefined;
  sessionId: string;
};
export type useSignOutSessionMutation$variables = {
  input: SignOutSessionInput;
};
export type useSignOutSessionMutation$data = {
  readonly signOutSession: {
    readonly endedSessionId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SessionList_viewer">;
    } | null | undefined;
  };
};
export type useSignOutSessionMutation = {
  response: useSignOutSessionMutation$data;
  variables: useSignOutSessionMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endedSessionId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignOutSessionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignOutSessionPayload",
        "kind": "LinkedField",
        "name": "signOutSession",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SessionList_viewer"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignOutSessionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignOutSessionPayload",
        "kind": "LinkedField",
        "name": "signOutSession",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Session",
                "kind": "LinkedField",
                "name": "sessions",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "current",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "device",
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
                    "name": "lastUsedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3ecfe4049cbfe6bf17442f063f33aaf5",
    "metadata": {},
    "name": "useSignOutSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ad2e7c09aa15ce632a6b18dc7155eacd";

export default node;
