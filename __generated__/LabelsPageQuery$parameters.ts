/**
 * @generated SignedSource<<c89e78a64c0ba187a8a5d054c1ff437a>>
 * @relayHash f25ad3702069fa4272a54cc4881b1e7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f25ad3702069fa4272a54cc4881b1e7e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LabelsPageQuery } from './LabelsPageQuery.graphql';

const node: PreloadableConcreteRequest<LabelsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f25ad3702069fa4272a54cc4881b1e7e",
    "metadata": {},
    "name": "LabelsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
