/**
 * @generated SignedSource<<d6e935f61725a07ba153056b1bf71c2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionReason = "ASSIGNED" | "AUTHOR" | "COMMENTED" | "MENTIONED" | "SUBSCRIBED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IssueSubscription_issue$data = {
  readonly id: string;
  readonly viewerSubscription: {
    readonly reason: SubscriptionReason | null | undefined;
    readonly subscribed: boolean;
  };
  readonly " $fragmentType": "IssueSubscription_issue";
};
export type IssueSubscription_issue$key = {
  readonly " $data"?: IssueSubscription_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueSubscription_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueSubscription_issue",
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
      "concreteType": "IssueSubscription",
      "kind": "LinkedField",
      "name": "viewerSubscription",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subscribed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "cc0fb97e532d8ad9ee2dfc36ad1f1171";

export default node;
