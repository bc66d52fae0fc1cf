/**
 * @generated SignedSource<<c63afe821fb2ed9555a8ac29b1b846b2>>
 * @relayHash 9942a968dc763cb4aaac582f9cdb24ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9942a968dc763cb4aaac582f9cdb24ec

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9942a968dc763cb4aaac582f9cdb24ec",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
