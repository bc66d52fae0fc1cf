/**
 * @generated SignedSource<<5ec3a526971fdf7dc487d2467d0005ee>>
 * @relayHash d6a6b6f2f78ab6f1c974360d2f7c0e49
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d6a6b6f2f78ab6f1c974360d2f7c0e49

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChangePasswordPageQuery } from './ChangePasswordPageQuery.graphql';

const node: PreloadableConcreteRequest<ChangePasswordPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d6a6b6f2f78ab6f1c974360d2f7c0e49",
    "metadata": {},
    "name": "ChangePasswordPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
