/**
 * @generated SignedSource<<bd7d2dacaf393c45efeba7c6944768d0>>
 * @relayHash 443d96782dfcf73fd77e2af9c3f06748
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 443d96782dfcf73fd77e2af9c3f06748

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminPeoplePageQuery } from './AdminPeoplePageQuery.graphql';

const node: PreloadableConcreteRequest<AdminPeoplePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "443d96782dfcf73fd77e2af9c3f06748",
    "metadata": {},
    "name": "AdminPeoplePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
