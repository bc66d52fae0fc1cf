/**
 * @generated SignedSource<<7964bbf616f5e6419d76d86fd63a03a2>>
 * @relayHash 1d8f70c6ed59034b3b1f26b950684e7b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d8f70c6ed59034b3b1f26b950684e7b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1d8f70c6ed59034b3b1f26b950684e7b",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
