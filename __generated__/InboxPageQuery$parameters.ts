/**
 * @generated SignedSource<<fe2b79cb522184fa1557568de3392a3f>>
 * @relayHash 70dd63cc584c7cc73b528b1c0a705ca3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70dd63cc584c7cc73b528b1c0a705ca3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { InboxPageQuery } from './InboxPageQuery.graphql';

const node: PreloadableConcreteRequest<InboxPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "70dd63cc584c7cc73b528b1c0a705ca3",
    "metadata": {},
    "name": "InboxPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
