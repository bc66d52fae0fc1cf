/**
 * @generated SignedSource<<250013b322adf7b4e719b9f0f8816f13>>
 * @relayHash 4941b89329f21c8aa3ac9f67f2da67a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4941b89329f21c8aa3ac9f67f2da67a9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { InboxPageQuery } from './InboxPageQuery.graphql';

const node: PreloadableConcreteRequest<InboxPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4941b89329f21c8aa3ac9f67f2da67a9",
    "metadata": {},
    "name": "InboxPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
