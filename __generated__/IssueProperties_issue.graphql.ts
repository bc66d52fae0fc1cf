/**
 * @generated SignedSource<<6628ed77eba6a69bb9bf24ecd00884ba>>
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
  "metadata": null,
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

(node as any).hash = "6828a518f41c1ada3f4395f21446563d";

export default node;
