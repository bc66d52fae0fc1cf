/**
 * @generated SignedSource<<002edfcd10c0b537eaf6d433f6458e7c>>
 * @relayHash 58c9905cabe3367cd5aa82c3cb940f27
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58c9905cabe3367cd5aa82c3cb940f27

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type UserActivationInput = {
  clientMutationId?: string | null | undefined;
  userId: string;
};
export type useSetUserActiveMutation$variables = {
  active: boolean;
  input: UserActivationInput;
};
export type useSetUserActiveMutation$data = {
  readonly deactivateUser?: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PersonActivation_user">;
    } | null | undefined;
  };
  readonly reactivateUser?: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PersonActivation_user">;
    } | null | undefined;
  };
};
export type useSetUserActiveMutation = {
  response: useSetUserActiveMutation$data;
  variables: useSetUserActiveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "active"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
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
},
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "user",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PersonActivation_user"
      }
    ],
    "storageKey": null
  },
  (v4/*:: as any*/)
],
v6 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "user",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deactivatedAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetUserActiveMutation",
    "selections": [
      {
        "condition": "active",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "UserActivationPayload",
            "kind": "LinkedField",
            "name": "reactivateUser",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "active",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "UserActivationPayload",
            "kind": "LinkedField",
            "name": "deactivateUser",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSetUserActiveMutation",
    "selections": [
      {
        "condition": "active",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "UserActivationPayload",
            "kind": "LinkedField",
            "name": "reactivateUser",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "active",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "UserActivationPayload",
            "kind": "LinkedField",
            "name": "deactivateUser",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "58c9905cabe3367cd5aa82c3cb940f27",
    "metadata": {},
    "name": "useSetUserActiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "09b916e278ae2e694306bef3d15472a6";

export default node;
