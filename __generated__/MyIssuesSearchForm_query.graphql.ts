/**
 * @generated SignedSource<<66142168344ec0bc8dfde7a0ab03b6a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyIssuesSearchForm_query$data = {
  readonly users: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly login: string;
      };
    }>;
  };
  readonly " $fragmentType": "MyIssuesSearchForm_query";
};
export type MyIssuesSearchForm_query$key = {
  readonly " $data"?: MyIssuesSearchForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyIssuesSearchForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "MyIssuesSearchForm_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "UserConnection",
      "kind": "LinkedField",
      "name": "users",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "login",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "users(first:100)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "496d0feed1adf21e1c1d10768d51e27e";

export default node;
