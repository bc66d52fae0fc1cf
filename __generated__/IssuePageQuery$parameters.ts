/**
 * @generated SignedSource<<e300f63064a9261074dcfc71622042b3>>
 * @relayHash be4f27617690a0adcaf0a8696778be4a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be4f27617690a0adcaf0a8696778be4a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "be4f27617690a0adcaf0a8696778be4a",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
