/**
 * @generated SignedSource<<8888f0b520156e72533fc0d8d1ae032c>>
 * @relayHash be4bbffee44e821d9e57ac1a4fc581d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be4bbffee44e821d9e57ac1a4fc581d5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "be4bbffee44e821d9e57ac1a4fc581d5",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
