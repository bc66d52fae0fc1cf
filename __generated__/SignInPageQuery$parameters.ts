/**
 * @generated SignedSource<<13235adc4724f1b98187c174826f139c>>
 * @relayHash 667c084bd048bfe93f1487bbede4e93b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 667c084bd048bfe93f1487bbede4e93b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SignInPageQuery } from './SignInPageQuery.graphql';

const node: PreloadableConcreteRequest<SignInPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "667c084bd048bfe93f1487bbede4e93b",
    "metadata": {},
    "name": "SignInPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
