/**
 * @generated SignedSource<<3c848ce728c7b14dbc2e3d901d59ed54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReferencedMarkdown_references$data = ReadonlyArray<{
  readonly issue: {
    readonly " $fragmentSpreads": FragmentRefs<"IssueReferenceLink_issue">;
  } | null | undefined;
  readonly text: string;
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"UserMention_user">;
  } | null | undefined;
  readonly " $fragmentType": "ReferencedMarkdown_references";
}>;
export type ReferencedMarkdown_references$key = ReadonlyArray<{
  readonly " $data"?: ReferencedMarkdown_references$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReferencedMarkdown_references">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true,
    "throwOnFieldError": true
  },
  "name": "ReferencedMarkdown_references",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Issue",
      "kind": "LinkedField",
      "name": "issue",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "IssueReferenceLink_issue"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "UserMention_user"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MarkdownReference",
  "abstractKey": null
};

(node as any).hash = "f44930a70809ca48401fde143bbced3a";

export default node;
