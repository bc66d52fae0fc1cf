/**
 * @generated SignedSource<<a175cb04f9ea1441edae2a7e61c79b34>>
 * @relayHash 13eb8fcf83b09f1fceb3662a56b8a2cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 13eb8fcf83b09f1fceb3662a56b8a2cc

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "13eb8fcf83b09f1fceb3662a56b8a2cc",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
