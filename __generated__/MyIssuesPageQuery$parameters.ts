/**
 * @generated SignedSource<<bf1522c8f84d5ad045dd11932d403b32>>
 * @relayHash 25fb5a84c486a3f2768974ca5aa762b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 25fb5a84c486a3f2768974ca5aa762b1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyIssuesPageQuery } from './MyIssuesPageQuery.graphql';

const node: PreloadableConcreteRequest<MyIssuesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "25fb5a84c486a3f2768974ca5aa762b1",
    "metadata": {},
    "name": "MyIssuesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
