/**
 * @generated SignedSource<<045156d3193272515fa72e886bcc4b3f>>
 * @relayHash d31fff2c29fa3d501ea9739e80b881fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d31fff2c29fa3d501ea9739e80b881fb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProjectIssuesPageQuery } from './ProjectIssuesPageQuery.graphql';

const node: PreloadableConcreteRequest<ProjectIssuesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d31fff2c29fa3d501ea9739e80b881fb",
    "metadata": {},
    "name": "ProjectIssuesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
