/**
 * @generated SignedSource<<fb2da5bf7039c2cc4d86834ddeec0b37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueProperties_issue$data = {
  readonly " $fragmentSpreads": FragmentRefs<"IssueAssigneesPicker_issue" | "IssueLabelsPicker_issue" | "IssuePriorityPicker_issue" | "IssueRelations_issue" | "IssueSubscription_issue">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueRelations_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueSubscription_issue"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "7f77cea3e7efcf9a66659daafec2e375";

export default node;
