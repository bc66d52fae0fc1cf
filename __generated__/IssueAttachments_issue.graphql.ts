/**
 * @generated SignedSource<<4cd3df2eb08ae09201de9cffa3110c2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueAttachments_issue$data = {
  readonly attachments: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"IssueAttachmentItem_attachment">;
  }>;
  readonly id: string;
  readonly viewerCanUpdate: boolean;
  readonly " $fragmentType": "IssueAttachments_issue";
};
export type IssueAttachments_issue$key = {
  readonly " $data"?: IssueAttachments_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueAttachments_issue">;
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
  "name": "IssueAttachments_issue",
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
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "attachments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "IssueAttachmentItem_attachment"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "be751d530e6fb19a312faa4e0c69e154";

export default node;
