/**
 * @generated SignedSource<<7b213a29c05ecf63c6b80f29dec2bab9>>
 * @relayHash 9a867267ad61a39489deab31f2be2edb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a867267ad61a39489deab31f2be2edb

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "MEMBER" | "VIEWER" | "%future added value";
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type SetUserRoleInput = {
  clientMutationId?: string | null | undefined;
  role: Role;
  userId: string;
};
export type useSetUserRoleMutation$variables = {
  input: SetUserRoleInput;
};
export type useSetUserRoleMutation$data = {
  readonly setUserRole: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly user: {
      readonly id: string;
      readonly role: Role;
    } | null | undefined;
  };
};
export type useSetUserRoleMutation = {
  response: useSetUserRoleMutation$data;
  variables: useSetUserRoleMutation$variables;
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
    "concreteType": "SetUserRolePayload",
    "kind": "LinkedField",
    "name": "setUserRole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "role",
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
    "name": "useSetUserRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetUserRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9a867267ad61a39489deab31f2be2edb",
    "metadata": {},
    "name": "useSetUserRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4888a3fb8747a24c6a6eda51e467410c";

export default node;
