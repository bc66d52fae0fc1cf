/**
 * @generated SignedSource<<c822a430449ef7ed6431b31cf0a81710>>
 * @relayHash acf1ca120827f95fc8fea9ea6d98d595
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acf1ca120827f95fc8fea9ea6d98d595

import { ConcreteRequest } from 'relay-runtime';
export type SignUpPolicy = "ANYONE" | "INVITED_ONLY" | "NOBODY" | "%future added value";
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type UpdateWorkspaceSettingsInput = {
  clientMutationId?: string | null | undefined;
  signUpPolicy?: SignUpPolicy | null | undefined;
};
export type useUpdateWorkspaceSettingsMutation$variables = {
  input: UpdateWorkspaceSettingsInput;
};
export type useUpdateWorkspaceSettingsMutation$data = {
  readonly updateWorkspaceSettings: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly workspace: {
      readonly allowsSignUp: boolean;
      readonly id: string;
      readonly signUpPolicy: SignUpPolicy;
    } | null | undefined;
  };
};
export type useUpdateWorkspaceSettingsMutation = {
  response: useUpdateWorkspaceSettingsMutation$data;
  variables: useUpdateWorkspaceSettingsMutation$variables;
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
    "concreteType": "UpdateWorkspaceSettingsPayload",
    "kind": "LinkedField",
    "name": "updateWorkspaceSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspace",
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
            "name": "signUpPolicy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "allowsSignUp",
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
    "name": "useUpdateWorkspaceSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateWorkspaceSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "acf1ca120827f95fc8fea9ea6d98d595",
    "metadata": {},
    "name": "useUpdateWorkspaceSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b032e9fd22470a3354e07affb6dc1ce6";

export default node;
