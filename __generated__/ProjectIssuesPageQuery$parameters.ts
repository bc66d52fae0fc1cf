/**
 * @generated SignedSource<<07f7c23c1e8d66d456ecfe02540faa3c>>
 * @relayHash c96da37a139ec1c7ad36918bc61d8a6b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c96da37a139ec1c7ad36918bc61d8a6b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProjectIssuesPageQuery } from './ProjectIssuesPageQuery.graphql';

const node: PreloadableConcreteRequest<ProjectIssuesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c96da37a139ec1c7ad36918bc61d8a6b",
    "metadata": {},
    "name": "ProjectIssuesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
