/**
 * @generated SignedSource<<c8660d99eb0c71bb648ad395d8a2bb18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UserErrorCode = "ARCHIVED" | "CONFLICT" | "FORBIDDEN" | "INVALID" | "INVALID_CREDENTIALS" | "NOT_FOUND" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "TOO_LONG" | "TOO_MANY" | "UNAVAILABLE" | "UNSUPPORTED_TYPE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type userErrors_errors$data = ReadonlyArray<{
  readonly code: UserErrorCode;
  readonly field: ReadonlyArray<string> | null | undefined;
  readonly message: string;
  readonly " $fragmentType": "userErrors_errors";
}>;
export type userErrors_errors$key = ReadonlyArray<{
  readonly " $data"?: userErrors_errors$data;
  readonly " $fragmentSpreads": FragmentRefs<"userErrors_errors">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "userErrors_errors",
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
  "type": "UserError",
  "abstractKey": null
};

(node as any).hash = "c718ac9ad5e04b58829108144863360f";

export default node;
