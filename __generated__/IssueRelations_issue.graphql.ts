/**
 * @generated SignedSource<<cd8f67e37d80eddd31b3c64e4adb634c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IssueRelationType = "BLOCKED_BY" | "BLOCKS" | "DUPLICATE_OF" | "HAS_DUPLICATE" | "RELATES_TO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IssueRelations_issue$data = {
  readonly id: string;
  readonly project: {
    readonly slug: string;
  };
  readonly relations: ReadonlyArray<{
    readonly issue: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RelatedIssueRow_issue">;
    };
    readonly type: IssueRelationType;
  }>;
  readonly viewerCanUpdate: boolean;
  readonly " $fragmentType": "IssueRelations_issue";
};
export type IssueRelations_issue$key = {
  readonly " $data"?: IssueRelations_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueRelations_issue">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueRelations_issue",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "IssueRelation",
      "kind": "LinkedField",
      "name": "relations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
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
            (v0/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "RelatedIssueRow_issue"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "9bbb474f7a6d0cce159e8137691f8906";

export default node;
