/**
 * @generated SignedSource<<5e674daf150601d82748fa0e075e09ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueSearchForm_project$data = {
  readonly assignableUsers: ReadonlyArray<{
    readonly login: string;
  }>;
  readonly labels: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly " $fragmentType": "IssueSearchForm_project";
};
export type IssueSearchForm_project$key = {
  readonly " $data"?: IssueSearchForm_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueSearchForm_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "IssueSearchForm_project",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Label",
      "kind": "LinkedField",
      "name": "labels",
      "plural": true,
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "assignableUsers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "login",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "93f52a80c4f75926163397a921df0900";

export default node;
