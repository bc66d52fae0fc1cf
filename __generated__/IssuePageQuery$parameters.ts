/**
 * @generated SignedSource<<83c07d5f466d719dee1144c9456fb4f4>>
 * @relayHash f672e34d6eba461ae5a3703651b102a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f672e34d6eba461ae5a3703651b102a4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IssuePageQuery } from './IssuePageQuery.graphql';

const node: PreloadableConcreteRequest<IssuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f672e34d6eba461ae5a3703651b102a4",
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
