/**
 * @generated SignedSource<<bf9777e15760874601dc61cbbe2c9e58>>
 * @relayHash 26bbe19068b82bf84b02b808b7b15f48
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26bbe19068b82bf84b02b808b7b15f48

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyIssuesPageQuery } from './MyIssuesPageQuery.graphql';

const node: PreloadableConcreteRequest<MyIssuesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "26bbe19068b82bf84b02b808b7b15f48",
    "metadata": {},
    "name": "MyIssuesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
