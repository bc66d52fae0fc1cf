/**
 * @generated SignedSource<<006937e8c00cce0be9e81cda843fc481>>
 * @relayHash 8473b2dfeefe4b52492facbc3757d034
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8473b2dfeefe4b52492facbc3757d034

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NewIssuePageQuery } from './NewIssuePageQuery.graphql';

const node: PreloadableConcreteRequest<NewIssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8473b2dfeefe4b52492facbc3757d034",
    "metadata": {},
    "name": "NewIssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
