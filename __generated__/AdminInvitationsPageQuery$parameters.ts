/**
 * @generated SignedSource<<21a15710d8ffb4ee3a07600d2d5356e4>>
 * @relayHash cbda70bc6fdc4262e3f4bb3de145a779
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbda70bc6fdc4262e3f4bb3de145a779

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminInvitationsPageQuery } from './AdminInvitationsPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminInvitationsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cbda70bc6fdc4262e3f4bb3de145a779",
    "metadata": {},
    "name": "AdminInvitationsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
