/**
 * @generated SignedSource<<471fe93dc22b9a6f3cd04a125e23bf25>>
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
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"LabelChip_label">;
  }> | null | undefined;
  readonly project: {
    readonly slug: string;
  };
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
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
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

(node as any).hash = "039e3c4f844f985990fd0ecb4b927c9f";

export default node;
