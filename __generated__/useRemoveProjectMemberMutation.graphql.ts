/**
 * @generated SignedSource<<b537dc108f4bb54d7839b09153ae2079>>
 * @relayHash 20457a1e04ba1859b385f31776310318
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20457a1e04ba1859b385f31776310318

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type ProjectMemberInput = {
  clientMutationId?: string | null | undefined;
  projectId: string;
  userId: string;
};
export type useRemoveProjectMemberMutation$variables = {
  input: ProjectMemberInput;
};
export type useRemoveProjectMemberMutation$data = {
  readonly removeProjectMember: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PersonProjects_user">;
    } | null | undefined;
  };
};
export type useRemoveProjectMemberMutation = {
  response: useRemoveProjectMemberMutation$data;
  variables: useRemoveProjectMemberMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRemoveProjectMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProjectMemberPayload",
        "kind": "LinkedField",
        "name": "removeProjectMember",
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PersonProjects_user"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
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
    "name": "useRemoveProjectMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProjectMemberPayload",
        "kind": "LinkedField",
        "name": "removeProjectMember",
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
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "privateProjects",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "20457a1e04ba1859b385f31776310318",
    "metadata": {},
    "name": "useRemoveProjectMemberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "81c2fd27e0d36e66aaa99296f1a033a8";

export default node;
