/**
 * @generated SignedSource<<cf1b56cd986709e41ad5c31afb20c208>>
 * @relayHash 194c70e91c42dcfe43e52a46a76b819b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 194c70e91c42dcfe43e52a46a76b819b

import { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type AcceptInvitationInput = {
  clientMutationId?: string | null | undefined;
  login: string;
  name: string;
  password: string;
  token: string;
};
export type useAcceptInvitationMutation$variables = {
  input: AcceptInvitationInput;
};
export type useAcceptInvitationMutation$data = {
  readonly acceptInvitation: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly id: string;
    } | null | undefined;
  };
};
export type useAcceptInvitationMutation = {
  response: useAcceptInvitationMutation$data;
  variables: useAcceptInvitationMutation$variables;
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
    "concreteType": "AcceptInvitationPayload",
    "kind": "LinkedField",
    "name": "acceptInvitation",
    "plural": false,
    "selections": [
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
    "name": "useAcceptInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "194c70e91c42dcfe43e52a46a76b819b",
    "metadata": {},
    "name": "useAcceptInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5eb41701f0a054540e6886c82ec8d23d";

export default node;
