/**
 * @generated SignedSource<<a2bff6f7a1c20cee1f2b5644aefcacb2>>
 * @relayHash 811490f9463939be7b8bc79944d2f8b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 811490f9463939be7b8bc79944d2f8b2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NewIssuePageQuery } from './NewIssuePageQuery.graphql';

const node: PreloadableConcreteRequest<NewIssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "811490f9463939be7b8bc79944d2f8b2",
    "metadata": {},
    "name": "NewIssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
