/**
 * @generated SignedSource<<ec4ae417572a4ed7627dc1576e2be7cd>>
 * @relayHash f7c7d7b3e6dd58a3842655a858b7e6e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7c7d7b3e6dd58a3842655a858b7e6e2

import { ConcreteRequest } from 'relay-runtime';
export type LiveUnreadCountSubscription$variables = Record<PropertyKey, never>;
export type LiveUnreadCountSubscription$data = {
  readonly inboxChanged: {
    readonly viewer: {
      readonly id: string;
      readonly unreadNotificationCount: number | null | undefined;
    };
  };
};
export type LiveUnreadCountSubscription = {
  response: LiveUnreadCountSubscription$data;
  variables: LiveUnreadCountSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "InboxChangedPayload",
    "kind": "LinkedField",
    "name": "inboxChanged",
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
            "name": "unreadNotificationCount",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveUnreadCountSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LiveUnreadCountSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f7c7d7b3e6dd58a3842655a858b7e6e2",
    "metadata": {},
    "name": "LiveUnreadCountSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "4e450296b524b5644593a78b80d40dab";

export default node;
