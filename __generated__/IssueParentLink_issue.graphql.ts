/**
 * @generated SignedSource<<aa36d371c9d0513a5400c1fd0a51d437>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueParentLink_issue$data = {
  readonly parent: {
    readonly number: number;
    readonly project: {
      readonly slug: string;
    };
    readonly title: string;
  } | null | undefined;
  readonly project: {
    readonly slug: string;
  };
  readonly " $fragmentType": "IssueParentLink_issue";
};
export type IssueParentLink_issue$key = {
  readonly " $data"?: IssueParentLink_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueParentLink_issue">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueParentLink_issue",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Issue",
      "kind": "LinkedField",
      "name": "parent",
      "plural": false,
      "selections": [
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "e8d9bb5aab3f243fb6d20bff959c380e";

export default node;
