/**
 * @generated SignedSource<<1bf693384bc03d9bd4abcef8b97130aa>>
 * @relayHash 08034dd6e18c672e72becad95cbb6c01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08034dd6e18c672e72becad95cbb6c01

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProjectIssuesPageQuery } from './ProjectIssuesPageQuery.graphql';

const node: PreloadableConcreteRequest<ProjectIssuesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "08034dd6e18c672e72becad95cbb6c01",
    "metadata": {},
    "name": "ProjectIssuesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
