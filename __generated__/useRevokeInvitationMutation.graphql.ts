/**
 * @generated SignedSource<<115f33b7ee210a286aba1d714bcde257>>
 * @relayHash cddec9e968cf28ea3e2b9835608f77dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cddec9e968cf28ea3e2b9835608f77dd

import { ConcreteRequest } from 'relay-runtime';
export type InvitationState = "ACCEPTED" | "EXPIRED" | "PENDING" | "REVOKED" | "%future added value";
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type RevokeInvitationInput = {
  clientMutationId?: string | null | undefined;
  invitationId: string;
};
export type useRevokeInvitationMutation$variables = {
  input: RevokeInvitationInput;
};
export type useRevokeInvitationMutation$data = {
  readonly revokeInvitation: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly invitation: {
      readonly closedAt: string | null | undefined;
      readonly id: string;
      readonly state: InvitationState;
    } | null | undefined;
  };
};
export type useRevokeInvitationMutation = {
  response: useRevokeInvitationMutation$data;
  variables: useRevokeInvitationMutation$variables;
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
    "concreteType": "RevokeInvitationPayload",
    "kind": "LinkedField",
    "name": "revokeInvitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Invitation",
        "kind": "LinkedField",
        "name": "invitation",
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
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "closedAt",
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
    "name": "useRevokeInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cddec9e968cf28ea3e2b9835608f77dd",
    "metadata": {},
    "name": "useRevokeInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fb74b8cc1f394447311a9872a4cc8c49";

export default node;
