/**
 * @generated SignedSource<<3060c1156e1b16d67eb16e5c5eb266aa>>
 * @relayHash 6537f6917276bc3dbca8014fc85f2965
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6537f6917276bc3dbca8014fc85f2965

import { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type UpdateCommentInput = {
  body: string;
  clientMutationId?: string | null | undefined;
  commentId: string;
};
export type useUpdateCommentMutation$variables = {
  input: UpdateCommentInput;
};
export type useUpdateCommentMutation$data = {
  readonly updateComment: {
    readonly comment: {
      readonly body: string;
      readonly editedAt: string | null | undefined;
      readonly id: string;
      readonly updatedAt: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useUpdateCommentMutation$rawResponse = {
  readonly updateComment: {
    readonly comment: {
      readonly body: string;
      readonly editedAt: string | null | undefined;
      readonly id: string;
      readonly updatedAt: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useUpdateCommentMutation = {
  rawResponse: useUpdateCommentMutation$rawResponse;
  response: useUpdateCommentMutation$data;
  variables: useUpdateCommentMutation$variables;
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
    "concreteType": "UpdateCommentPayload",
    "kind": "LinkedField",
    "name": "updateComment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Comment",
        "kind": "LinkedField",
        "name": "comment",
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
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editedAt",
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
    "name": "useUpdateCommentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateCommentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6537f6917276bc3dbca8014fc85f2965",
    "metadata": {},
    "name": "useUpdateCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2a0080dc2b30ec203d19f36833d01002";

export default node;
