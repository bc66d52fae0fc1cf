/**
 * @generated SignedSource<<7a66b549ee2ef8316aafca89a194f56d>>
 * @relayHash 5f73d4df71cb43350d06ed606acb34a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f73d4df71cb43350d06ed606acb34a3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminAuditPageQuery } from './AdminAuditPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminAuditPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5f73d4df71cb43350d06ed606acb34a3",
    "metadata": {},
    "name": "AdminAuditPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
