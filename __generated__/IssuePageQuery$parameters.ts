/**
 * @generated SignedSource<<1e53a66577fbd9be676d9ac05b85d7ae>>
 * @relayHash 018f48867360a22d149867d0db0c0be4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 018f48867360a22d149867d0db0c0be4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "018f48867360a22d149867d0db0c0be4",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
