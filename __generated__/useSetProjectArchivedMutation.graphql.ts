/**
 * @generated SignedSource<<05aee70fbf236faa1ef72d7f79541d12>>
 * @relayHash 084bf2d4adbce49a08ebfef36b6c00ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 084bf2d4adbce49a08ebfef36b6c00ae

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
export type ProjectArchiveInput = {
  clientMutationId?: string | null | undefined;
  projectId: string;
};
export type useSetProjectArchivedMutation$variables = {
  archived: boolean;
  input: ProjectArchiveInput;
};
export type useSetProjectArchivedMutation$data = {
  readonly archiveProject?: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly project: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProjectArchiveSection_project">;
    } | null | undefined;
  };
  readonly unarchiveProject?: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly project: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProjectArchiveSection_project">;
    } | null | undefined;
  };
};
export type useSetProjectArchivedMutation = {
  response: useSetProjectArchivedMutation$data;
  variables: useSetProjectArchivedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "archived"
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
    "concreteType": "Project",
    "kind": "LinkedField",
    "name": "project",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProjectArchiveSection_project"
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
    "concreteType": "Project",
    "kind": "LinkedField",
    "name": "project",
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
        "name": "archivedAt",
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
    "name": "useSetProjectArchivedMutation",
    "selections": [
      {
        "condition": "archived",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "ProjectArchivePayload",
            "kind": "LinkedField",
            "name": "archiveProject",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "archived",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "ProjectArchivePayload",
            "kind": "LinkedField",
            "name": "unarchiveProject",
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
    "name": "useSetProjectArchivedMutation",
    "selections": [
      {
        "condition": "archived",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "ProjectArchivePayload",
            "kind": "LinkedField",
            "name": "archiveProject",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "archived",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "ProjectArchivePayload",
            "kind": "LinkedField",
            "name": "unarchiveProject",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "084bf2d4adbce49a08ebfef36b6c00ae",
    "metadata": {},
    "name": "useSetProjectArchivedMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8e0edc646fb7e264343aa747dcb915ce";

export default node;
