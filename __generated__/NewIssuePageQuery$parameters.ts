/**
 * @generated SignedSource<<eb07af378f9e5b32497692744827b60a>>
 * @relayHash b1f13e2c82eeff05e28a864eca284115
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1f13e2c82eeff05e28a864eca284115

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NewIssuePageQuery } from './NewIssuePageQuery.graphql';

const node: PreloadableConcreteRequest<NewIssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b1f13e2c82eeff05e28a864eca284115",
    "metadata": {},
    "name": "NewIssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
