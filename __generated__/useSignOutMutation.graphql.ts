/**
 * @generated SignedSource<<fbdacb753d63cd2528a84bbd48eb364b>>
 * @relayHash a7b1f1cf593c2af67dda0ffd388f2740
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7b1f1cf593c2af67dda0ffd388f2740

import { ConcreteRequest } from 'relay-runtime';
export type SignOutInput = {
  clientMutationId?: string | null | undefined;
};
export type useSignOutMutation$variables = {
  input: SignOutInput;
};
export type useSignOutMutation$data = {
  readonly signOut: {
    readonly clientMutationId: string | null | undefined;
  };
};
export type useSignOutMutation = {
  response: useSignOutMutation$data;
  variables: useSignOutMutation$variables;
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
    "concreteType": "SignOutPayload",
    "kind": "LinkedField",
    "name": "signOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientMutationId",
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
    "name": "useSignOutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignOutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a7b1f1cf593c2af67dda0ffd388f2740",
    "metadata": {},
    "name": "useSignOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "942e7517d51b84e98e7259e40407c57c";

export default node;
