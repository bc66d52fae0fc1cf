/**
 * @generated SignedSource<<33956a130b34e0184d30b6d97b108e92>>
 * @relayHash 6fec7fc7ff1db6b002023071cb8579d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6fec7fc7ff1db6b002023071cb8579d6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RemoveAvatarInput = {
  clientMutationId?: string | null | undefined;
};
export type useRemoveAvatarMutation$variables = {
  input: RemoveAvatarInput;
};
export type useRemoveAvatarMutation$data = {
  readonly removeAvatar: {
    readonly viewer: {
      readonly avatarUrl: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AvatarForm_viewer">;
    } | null | undefined;
  };
};
export type useRemoveAvatarMutation = {
  response: useRemoveAvatarMutation$data;
  variables: useRemoveAvatarMutation$variables;
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
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRemoveAvatarMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RemoveAvatarPayload",
        "kind": "LinkedField",
        "name": "removeAvatar",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AvatarForm_viewer"
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
    "name": "useRemoveAvatarMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RemoveAvatarPayload",
        "kind": "LinkedField",
        "name": "removeAvatar",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                "name": "hasUploadedAvatar",
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
    "id": "6fec7fc7ff1db6b002023071cb8579d6",
    "metadata": {},
    "name": "useRemoveAvatarMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e899ca12242623761b095e5d6ae93942";

export default node;
