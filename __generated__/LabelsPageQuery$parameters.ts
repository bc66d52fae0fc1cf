/**
 * @generated SignedSource<<0a76900d73c494a0fd0a542398a1212f>>
 * @relayHash 8233739560d299493e63761565104165
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8233739560d299493e63761565104165

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LabelsPageQuery } from './LabelsPageQuery.graphql';

const node: PreloadableConcreteRequest<LabelsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8233739560d299493e63761565104165",
    "metadata": {},
    "name": "LabelsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
