/**
 * @generated SignedSource<<b9b609f886bcfa9be560bfc26295e0bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueProperties_issue$data = {
  readonly " $fragmentSpreads": FragmentRefs<"IssueAssigneesPicker_issue" | "IssueLabelsPicker_issue" | "IssuePriorityPicker_issue">;
  readonly " $fragmentType": "IssueProperties_issue";
};
export type IssueProperties_issue$key = {
  readonly " $data"?: IssueProperties_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueProperties_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueProperties_issue",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueLabelsPicker_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueAssigneesPicker_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssuePriorityPicker_issue"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "d6e05d56eaf9628486293344f6810a1a";

export default node;
