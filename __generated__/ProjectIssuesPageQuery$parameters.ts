/**
 * @generated SignedSource<<1ab7126a423bdb66bbedf211eee8d222>>
 * @relayHash 4caddbbd016381c9da19959e2bb3471b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4caddbbd016381c9da19959e2bb3471b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProjectIssuesPageQuery } from './ProjectIssuesPageQuery.graphql';

const node: PreloadableConcreteRequest<ProjectIssuesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4caddbbd016381c9da19959e2bb3471b",
    "metadata": {},
    "name": "ProjectIssuesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
