/**
 * @generated SignedSource<<ed1fb95d67af64903110fc354644986a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueDeleteButton_issue$data = {
  readonly id: string;
  readonly number: number;
  readonly project: {
    readonly slug: string;
  };
  readonly title: string;
  readonly viewerCanDelete: boolean;
  readonly " $fragmentType": "IssueDeleteButton_issue";
};
export type IssueDeleteButton_issue$key = {
  readonly " $data"?: IssueDeleteButton_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueDeleteButton_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueDeleteButton_issue",
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
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
      "storageKey": null
    },
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
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "3272521f6c4656ddc9b586e3d192c804";

export default node;
