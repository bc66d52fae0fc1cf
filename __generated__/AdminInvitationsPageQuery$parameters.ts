/**
 * @generated SignedSource<<aee28b26019c746428fb402bb56fa01c>>
 * @relayHash da52e6c3f0dd3260c16a9eeb76cf2520
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da52e6c3f0dd3260c16a9eeb76cf2520

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminInvitationsPageQuery } from './AdminInvitationsPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminInvitationsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "da52e6c3f0dd3260c16a9eeb76cf2520",
    "metadata": {},
    "name": "AdminInvitationsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
