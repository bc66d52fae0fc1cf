/**
 * @generated SignedSource<<5b6d34f328570276eaba4122c31ceb78>>
 * @relayHash de3667b0e0f89766eb207310a7366111
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de3667b0e0f89766eb207310a7366111

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "de3667b0e0f89766eb207310a7366111",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
