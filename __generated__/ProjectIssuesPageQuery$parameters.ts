/**
 * @generated SignedSource<<8463f7a28cc147b6fe3975ce40cb6b52>>
 * @relayHash fedd403bc48c3b1f711537506dec31ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fedd403bc48c3b1f711537506dec31ef

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProjectIssuesPageQuery } from './ProjectIssuesPageQuery.graphql';

const node: PreloadableConcreteRequest<ProjectIssuesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fedd403bc48c3b1f711537506dec31ef",
    "metadata": {},
    "name": "ProjectIssuesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
