/**
 * @generated SignedSource<<a06c8374484a7bddf099579d2a139469>>
 * @relayHash efbca07e98c023c222bbaec0e69a07c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID efbca07e98c023c222bbaec0e69a07c1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProjectsPageQuery } from './ProjectsPageQuery.graphql';

const node: PreloadableConcreteRequest<ProjectsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "efbca07e98c023c222bbaec0e69a07c1",
    "metadata": {},
    "name": "ProjectsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
