/**
 * @generated SignedSource<<cc3e7cd04bb40e609c589b97ce55e88e>>
 * @relayHash a0c6e79e69e88324704c037c9e142abc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a0c6e79e69e88324704c037c9e142abc

import { PreloadableConcreteRequest } from 'relay-runtime';
import { InvitationPageQuery } from './InvitationPageQuery.graphql';

const node: PreloadableConcreteRequest<InvitationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a0c6e79e69e88324704c037c9e142abc",
    "metadata": {},
    "name": "InvitationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
