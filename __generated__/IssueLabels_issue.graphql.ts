/**
 * @generated SignedSource<<893c5c815780f04943cd2fe9644003ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueLabels_issue$data = {
  readonly labels: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"LabelChip_label">;
  }> | null | undefined;
  readonly " $fragmentType": "IssueLabels_issue";
};
export type IssueLabels_issue$key = {
  readonly " $data"?: IssueLabels_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueLabels_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueLabels_issue",
  "selections": [
    {
      "kind": "CatchField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "Label",
        "kind": "LinkedField",
        "name": "labels",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "LabelChip_label"
          }
        ],
        "storageKey": null
      },
      "to": "NULL"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "2a9e4e8dde87e1a1ac70dcc540ad90ef";

export default node;
