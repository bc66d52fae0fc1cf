/**
 * @generated SignedSource<<89f3705f729d778047296de63449e21e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs, Result } from "relay-runtime";
export type IssueAttachmentItem_attachment$data = {
  readonly contentType: string;
  readonly createdAt: string;
  readonly filename: string;
  readonly isImage: boolean;
  readonly size: number;
  readonly uploader: {
    readonly name: string;
  } | null | undefined;
  readonly url: Result<string | null | undefined, unknown>;
  readonly " $fragmentType": "IssueAttachmentItem_attachment";
};
export type IssueAttachmentItem_attachment$key = {
  readonly " $data"?: IssueAttachmentItem_attachment$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueAttachmentItem_attachment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueAttachmentItem_attachment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "filename",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isImage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "kind": "CatchField",
      "field": {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      "to": "RESULT"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "uploader",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Attachment",
  "abstractKey": null
};

(node as any).hash = "c290461d099a00758adf4950bea96abc";

export default node;
