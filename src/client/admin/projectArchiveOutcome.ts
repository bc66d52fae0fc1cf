import type { UserErrorData } from '../relay/userErrors';

export type ProjectArchiveOutcome = { kind: 'saved' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface ProjectArchiveCallbacks {
  onOutcome: (outcome: ProjectArchiveOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}
