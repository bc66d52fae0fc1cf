/**
 * @generated SignedSource<<1ee9071c6f3f333b8d56a6fd1e9aebf6>>
 * @relayHash 59a2ac175a1544e8c1857e0679bc229d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59a2ac175a1544e8c1857e0679bc229d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignOutOtherSessionsInput = {
  clientMutationId?: string | null | undefined;
};
export type useSignOutOtherSessionsMutation$variables = {
  input: SignOutOtherSessionsInput;
};
export type useSignOutOtherSessionsMutation$data = {
  readonly signOutOtherSessions: {
    readonly endedSessionIds: ReadonlyArray<string>;
    readonly viewer: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SessionList_viewer">;
    } | null | undefined;
  };
};
export type useSignOutOtherSessionsMutation = {
  response: useSignOutOtherSessionsMutation$data;
  variables: useSignOutOtherSessionsMutation$variables;
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
  "name": "endedSessionIds",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignOutOtherSessionsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignOutOtherSessionsPayload",
        "kind": "LinkedField",
        "name": "signOutOtherSessions",
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
          }
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
    "name": "useSignOutOtherSessionsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignOutOtherSessionsPayload",
        "kind": "LinkedField",
        "name": "signOutOtherSessions",
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "59a2ac175a1544e8c1857e0679bc229d",
    "metadata": {},
    "name": "useSignOutOtherSessionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ac6fe11efab372352a37d944760c8e28";

export default node;
