/**
 * @generated SignedSource<<436bf109859c13cb83521b093f18ee0e>>
 * @relayHash 367c4a9cc373584a8aefcda3c0ca0415
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 367c4a9cc373584a8aefcda3c0ca0415

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "367c4a9cc373584a8aefcda3c0ca0415",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
