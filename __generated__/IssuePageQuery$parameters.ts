/**
 * @generated SignedSource<<333fb17124044ea674d103a140b45010>>
 * @relayHash fab1dddc2aee6869161b89f93590f8b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fab1dddc2aee6869161b89f93590f8b5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fab1dddc2aee6869161b89f93590f8b5",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
