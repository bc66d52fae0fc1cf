/**
 * @generated SignedSource<<c6f9b6943fbaad620b72827f098be8e4>>
 * @relayHash abb706ac57014ea2a710355fcf51a9a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID abb706ac57014ea2a710355fcf51a9a6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminSettingsPageQuery } from './AdminSettingsPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminSettingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "abb706ac57014ea2a710355fcf51a9a6",
    "metadata": {},
    "name": "AdminSettingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
