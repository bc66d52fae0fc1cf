import type { UserErrorData } from '../relay/userErrors';

export type UserActivationOutcome = { kind: 'saved' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface UserActivationCallbacks {
  onOutcome: (outcome: UserActivationOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}
