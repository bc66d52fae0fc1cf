/**
 * @generated SignedSource<<fd92310a437423f3c0bc0c9a07bf21a7>>
 * @relayHash b9f27936003a3e50ba5ba666e6b2b831
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9f27936003a3e50ba5ba666e6b2b831

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NewIssuePageQuery } from './NewIssuePageQuery.graphql';

const node: PreloadableConcreteRequest<NewIssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b9f27936003a3e50ba5ba666e6b2b831",
    "metadata": {},
    "name": "NewIssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
