/**
 * @generated SignedSource<<986b4c979dd764dd32aa59e13404021d>>
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

(node as any).hash = "d7127c3927db80191d90d9e77696c2b5";

export default node;
