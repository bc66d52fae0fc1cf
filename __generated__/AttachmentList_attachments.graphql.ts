/**
 * @generated SignedSource<<9332aa6a6fdb57f2f20e331fa4f084f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttachmentList_attachments$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"AttachmentItem_attachment">;
  readonly " $fragmentType": "AttachmentList_attachments";
}>;
export type AttachmentList_attachments$key = ReadonlyArray<{
  readonly " $data"?: AttachmentList_attachments$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttachmentList_attachments">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true,
    "throwOnFieldError": true
  },
  "name": "AttachmentList_attachments",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AttachmentItem_attachment"
    }
  ],
  "type": "Attachment",
  "abstractKey": null
};

(node as any).hash = "2d9feee49c3086bbfef21bf8fdd7e7b4";

export default node;
