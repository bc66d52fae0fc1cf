/**
 * @generated SignedSource<<84f3f27d7788178b8121968e4283eb3d>>
 * @relayHash 9055d9395aa7ada4d9c0c1dbdb53e600
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9055d9395aa7ada4d9c0c1dbdb53e600

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminProjectsPageQuery } from './AdminProjectsPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminProjectsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9055d9395aa7ada4d9c0c1dbdb53e600",
    "metadata": {},
    "name": "AdminProjectsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
