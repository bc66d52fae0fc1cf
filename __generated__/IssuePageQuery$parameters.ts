/**
 * @generated SignedSource<<73e2c56c550f5801a74abdbffde9e0d7>>
 * @relayHash b9c4cc5cd00f59fade9c8a0c4cb23ac7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9c4cc5cd00f59fade9c8a0c4cb23ac7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b9c4cc5cd00f59fade9c8a0c4cb23ac7",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
