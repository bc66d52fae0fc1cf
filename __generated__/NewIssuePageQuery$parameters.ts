/**
 * @generated SignedSource<<e8644fa42836c5abe9dbcec5c3fe2a39>>
 * @relayHash fa9c1d581efc5db11955a7616a45f875
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa9c1d581efc5db11955a7616a45f875

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NewIssuePageQuery } from './NewIssuePageQuery.graphql';

const node: PreloadableConcreteRequest<NewIssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fa9c1d581efc5db11955a7616a45f875",
    "metadata": {},
    "name": "NewIssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
