/**
 * @generated SignedSource<<fa976e8b3dac6c850b713f35081fbca4>>
 * @relayHash 55456d62c2b22fd0b61ea2a511c7e50c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55456d62c2b22fd0b61ea2a511c7e50c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProjectsPageQuery } from './ProjectsPageQuery.graphql';

const node: PreloadableConcreteRequest<ProjectsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "55456d62c2b22fd0b61ea2a511c7e50c",
    "metadata": {},
    "name": "ProjectsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
