/**
 * @generated SignedSource<<184fdd90ce6501eeb646b30fadecdf8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueProperties_issue$data = {
  readonly " $fragmentSpreads": FragmentRefs<"IssueAssigneesPicker_issue" | "IssueLabelsPicker_issue" | "IssuePriorityPicker_issue" | "IssueRelations_issue">;
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
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "55551860ad615d1a84947d32062feab4";

export default node;
