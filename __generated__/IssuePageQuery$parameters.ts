/**
 * @generated SignedSource<<179aff86c95bf51d98b4c2f50a633b26>>
 * @relayHash c6c8bccd49196f35765f6e70de16b356
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6c8bccd49196f35765f6e70de16b356

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c6c8bccd49196f35765f6e70de16b356",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
