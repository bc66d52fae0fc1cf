/**
 * @generated SignedSource<<df3f7220057518e37514b83018b7ab14>>
 * @relayHash cdd0ef967f08b8a90d3185065dbfae74
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdd0ef967f08b8a90d3185065dbfae74

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SignUpPageQuery } from './SignUpPageQuery.graphql';

const node: PreloadableConcreteRequest<SignUpPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cdd0ef967f08b8a90d3185065dbfae74",
    "metadata": {},
    "name": "SignUpPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
