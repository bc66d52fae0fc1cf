/**
 * @generated SignedSource<<814653afd22da21e9023ab4d4b29ee74>>
 * @relayHash 07f7f87e1dc95e73679a5dc6d361313a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07f7f87e1dc95e73679a5dc6d361313a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "07f7f87e1dc95e73679a5dc6d361313a",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
