/**
 * @generated SignedSource<<81af1185058dcf4bcd2473cc75047a87>>
 * @relayHash 980475af2219bd8b973ab79a403923b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 980475af2219bd8b973ab79a403923b8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "980475af2219bd8b973ab79a403923b8",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
