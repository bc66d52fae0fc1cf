/**
 * @generated SignedSource<<8a63b39f3a6763298cc9d1023b9fcf73>>
 * @relayHash d63113eda592e40666f11fc008f02d5f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d63113eda592e40666f11fc008f02d5f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d63113eda592e40666f11fc008f02d5f",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
