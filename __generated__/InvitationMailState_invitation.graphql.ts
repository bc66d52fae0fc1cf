/**
 * @generated SignedSource<<266e0555c3e0b53b2be5dceb7e478c99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvitationEmailDelivery = "FAILED" | "NOT_SENT" | "QUEUED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvitationMailState_invitation$data = {
  readonly emailDelivery: InvitationEmailDelivery | null | undefined;
  readonly emailProblem: string | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "InvitationMailState_invitation";
};
export type InvitationMailState_invitation$key = {
  readonly " $data"?: InvitationMailState_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationMailState_invitation">;
};

import InvitationMailStateRefetchQuery_graphql from './InvitationMailStateRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": InvitationMailStateRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "InvitationMailState_invitation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailDelivery",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailProblem",
      "storageKey": null
    }
  ],
  "type": "Invitation",
  "abstractKey": null
};

(node as any).hash = "2b173be0cbbc3d3ffdce8b3f84a7d1c7";

export default node;
