/**
 * @generated SignedSource<<b1b168619a404d0347594d3dc758f6cb>>
 * @relayHash 004424640da569abfbf96bc57f045bcf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 004424640da569abfbf96bc57f045bcf

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProjectIssuesPageQuery } from './ProjectIssuesPageQuery.graphql';

const node: PreloadableConcreteRequest<ProjectIssuesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "004424640da569abfbf96bc57f045bcf",
    "metadata": {},
    "name": "ProjectIssuesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
