/**
 * @generated SignedSource<<06a0a15da2f4e1f0f39a9e93bc0adafa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueDescription_issue$data = {
  readonly body: string;
  readonly id: string;
  readonly project: {
    readonly slug: string;
  };
  readonly references: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ReferencedMarkdown_references">;
  }>;
  readonly revision: number;
  readonly viewerCanUpdate: boolean;
  readonly " $fragmentType": "IssueDescription_issue";
};
export type IssueDescription_issue$key = {
  readonly " $data"?: IssueDescription_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueDescription_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueDescription_issue",
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
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanUpdate",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MarkdownReference",
      "kind": "LinkedField",
      "name": "references",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReferencedMarkdown_references"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "e061db90f8d0ea6da60c7b84cf5505e2";

export default node;
