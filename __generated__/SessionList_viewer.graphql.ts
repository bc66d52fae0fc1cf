/**
 * @generated SignedSource<<03fd16a04a1404de93b9d81e3bc11a5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SessionList_viewer$data = {
  readonly sessions: ReadonlyArray<{
    readonly current: boolean;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"SessionRow_session">;
  }>;
  readonly " $fragmentType": "SessionList_viewer";
};
export type SessionList_viewer$key = {
  readonly " $data"?: SessionList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionList_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "SessionList_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Session",
      "kind": "LinkedField",
      "name": "sessions",
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
          "name": "current",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SessionRow_session"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9b01d54924ba7853fd40d6063f6bbdeb";

export default node;
