/**
 * @generated SignedSource<<7080156939ab2ba3d28e58ea1aea2fc2>>
 * @relayHash 96fcce8136fc88c08e77063306b11007
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 96fcce8136fc88c08e77063306b11007

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminProjectPageQuery } from './AdminProjectPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminProjectPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "96fcce8136fc88c08e77063306b11007",
    "metadata": {},
    "name": "AdminProjectPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
