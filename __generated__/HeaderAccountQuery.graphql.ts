/**
 * @generated SignedSource<<14379790374879ff3705d67e1c41c7b5>>
 * @relayHash 5f5300d11c2d4264b31f07005f235679
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f5300d11c2d4264b31f07005f235679

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HeaderAccountQuery$variables = Record<PropertyKey, never>;
export type HeaderAccountQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"UserMenu_viewer">;
  } | null | undefined;
};
export type HeaderAccountQuery = {
  response: HeaderAccountQuery$data;
  variables: HeaderAccountQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "HeaderAccountQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UserMenu_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HeaderAccountQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
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
            "name": "login",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avatarUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5f5300d11c2d4264b31f07005f235679",
    "id": "5f5300d11c2d4264b31f07005f235679",
    "metadata": {},
    "name": "HeaderAccountQuery",
    "operationKind": "query",
    "text": "query HeaderAccountQuery {\n  viewer {\n    ...UserMenu_viewer\n    id\n  }\n}\n\nfragment UserAvatar_user on User {\n  name\n  login\n  avatarUrl\n}\n\nfragment UserMenu_viewer on User {\n  name\n  login\n  role\n  ...UserAvatar_user\n}\n"
  }
};

(node as any).hash = "64fb7cc5516ed4618c698fe7ce2d8cde";

export default node;
