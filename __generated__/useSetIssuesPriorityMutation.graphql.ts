/**
 * @generated SignedSource<<659b4cfb39365a585cbaa285d68f3309>>
 * @relayHash 0134b840ca75eecfe312dce3dfa23c4e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0134b840ca75eecfe312dce3dfa23c4e

import { ConcreteRequest } from 'relay-runtime';
export type Priority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type SetIssuesPriorityInput = {
  clientMutationId?: string | null | undefined;
  issueIds: ReadonlyArray<string>;
  priority: Priority;
};
export type useSetIssuesPriorityMutation$variables = {
  input: SetIssuesPriorityInput;
};
export type useSetIssuesPriorityMutation$data = {
  readonly setIssuesPriority: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly issues: ReadonlyArray<{
      readonly id: string;
      readonly priority: Priority;
      readonly updatedAt: string;
    }>;
  };
};
export type useSetIssuesPriorityMutation$rawResponse = {
  readonly setIssuesPriority: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly issues: ReadonlyArray<{
      readonly id: string;
      readonly priority: Priority;
      readonly updatedAt: string;
    }>;
  };
};
export type useSetIssuesPriorityMutation = {
  rawResponse: useSetIssuesPriorityMutation$rawResponse;
  response: useSetIssuesPriorityMutation$data;
  variables: useSetIssuesPriorityMutation$variables;
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
    "concreteType": "IssuesPayload",
    "kind": "LinkedField",
    "name": "setIssuesPriority",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issues",
        "plural": true,
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
            "name": "priority",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "name": "useSetIssuesPriorityMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetIssuesPriorityMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0134b840ca75eecfe312dce3dfa23c4e",
    "metadata": {},
    "name": "useSetIssuesPriorityMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4c290f5276b2094936a42b4674c539f5";

export default node;
