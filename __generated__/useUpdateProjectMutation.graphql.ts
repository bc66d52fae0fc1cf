/**
 * @generated SignedSource<<b7d1975b6ce126408e7730ae5ef3c215>>
 * @relayHash 160b1eb3932226b9f28097388fee033d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 160b1eb3932226b9f28097388fee033d

import { ConcreteRequest } from 'relay-runtime';
export type ProjectVisibility = "PRIVATE" | "PUBLIC" | "%future added value";
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type UpdateProjectInput = {
  clientMutationId?: string | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  projectId: string;
  slug?: string | null | undefined;
  visibility?: ProjectVisibility | null | undefined;
};
export type useUpdateProjectMutation$variables = {
  input: UpdateProjectInput;
};
export type useUpdateProjectMutation$data = {
  readonly updateProject: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly project: {
      readonly description: string;
      readonly id: string;
      readonly name: string;
      readonly slug: string;
      readonly visibility: ProjectVisibility;
    } | null | undefined;
  };
};
export type useUpdateProjectMutation = {
  response: useUpdateProjectMutation$data;
  variables: useUpdateProjectMutation$variables;
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
    "concreteType": "UpdateProjectPayload",
    "kind": "LinkedField",
    "name": "updateProject",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
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
            "name": "slug",
            "storageKey": null
          },
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
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "visibility",
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
    "name": "useUpdateProjectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateProjectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "160b1eb3932226b9f28097388fee033d",
    "metadata": {},
    "name": "useUpdateProjectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "86fa758c2463533c982a6e9fc72f464f";

export default node;
