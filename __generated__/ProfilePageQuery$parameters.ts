/**
 * @generated SignedSource<<81d7276082a076a7a0ac6a37d4e7fe40>>
 * @relayHash 51c434e3db63f0e70cfe414f931e8547
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51c434e3db63f0e70cfe414f931e8547

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProfilePageQuery } from './ProfilePageQuery.graphql';

const node: PreloadableConcreteRequest<ProfilePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "51c434e3db63f0e70cfe414f931e8547",
    "metadata": {},
    "name": "ProfilePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
