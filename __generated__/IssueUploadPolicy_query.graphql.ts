/**
 * @generated SignedSource<<b50b3344baef2deb0ba41618fb54a9db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueUploadPolicy_query$data = {
  readonly workspace: {
    readonly " $fragmentSpreads": FragmentRefs<"UploadPolicyProvider_workspace">;
  };
  readonly " $fragmentType": "IssueUploadPolicy_query";
};
export type IssueUploadPolicy_query$key = {
  readonly " $data"?: IssueUploadPolicy_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueUploadPolicy_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueUploadPolicy_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Workspace",
      "kind": "LinkedField",
      "name": "workspace",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "UploadPolicyProvider_workspace"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "31549d086277ec0bb2ec637ade90ab48";

export default node;
