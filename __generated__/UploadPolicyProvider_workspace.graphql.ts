/**
 * @generated SignedSource<<d44a46971b8cacfa746c2495670d1139>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UploadPolicyProvider_workspace$data = {
  readonly uploadPolicy: {
    readonly allowedTypes: ReadonlyArray<string>;
    readonly maxFileBytes: number;
    readonly maxFilesPerUpload: number;
  };
  readonly " $fragmentType": "UploadPolicyProvider_workspace";
};
export type UploadPolicyProvider_workspace$key = {
  readonly " $data"?: UploadPolicyProvider_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"UploadPolicyProvider_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "UploadPolicyProvider_workspace",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UploadPolicy",
      "kind": "LinkedField",
      "name": "uploadPolicy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxFileBytes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxFilesPerUpload",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allowedTypes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "123da561f38e2b289e22a221823677dc";

export default node;
