/**
 * @generated SignedSource<<9a05bb0c066f32fa6ed9eb9e9477ce6b>>
 * @relayHash d059723d98cc5874785b68daf8536eb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d059723d98cc5874785b68daf8536eb8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d059723d98cc5874785b68daf8536eb8",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
