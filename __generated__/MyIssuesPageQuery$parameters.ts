/**
 * @generated SignedSource<<41553a0d9a7b95d754549ca9c818ff0d>>
 * @relayHash 0901f958d04147d08f591ebcb235b160
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0901f958d04147d08f591ebcb235b160

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyIssuesPageQuery } from './MyIssuesPageQuery.graphql';

const node: PreloadableConcreteRequest<MyIssuesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0901f958d04147d08f591ebcb235b160",
    "metadata": {},
    "name": "MyIssuesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
