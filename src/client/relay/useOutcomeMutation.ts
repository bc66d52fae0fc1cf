// The one shape of every mutation hook (docs/architecture.md, "Mutation hooks"): a hook returns
// `[run, isInFlight]`; `run(...inputs, callbacks)` sends the mutation and returns its Disposable, and tells
// how it ended through MutationCallbacks: the server answered (saved, or rejected with the payload's
// UserErrors and nothing written), or there was no answer (a NetworkError or a GraphQLRequestError).
import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { Disposable, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { UserErrorData } from './userErrors';

/** How a mutation ended when the server answered it; `result` is what the caller needs of the payload. */
export type MutationOutcome<R = null> =
  { readonly kind: 'saved'; readonly result: R } | { readonly kind: 'rejected'; readonly errors: readonly UserErrorData[] };

export interface MutationCallbacks<R = null> {
  /** The server answered: saved, or refused with UserErrors (nothing was written). */
  readonly onOutcome?: (outcome: MutationOutcome<R>) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  readonly onError?: (error: Error) => void;
}

/** What every mutation hook returns: the function that sends the mutation, and whether one is in flight. */
export type MutationHook<Inputs extends unknown[], R = null> = [(...args: [...Inputs, MutationCallbacks<R>?]) => Disposable, boolean];

/** Saved with `result` if the payload has no UserErrors and `result` is there; rejected with the errors otherwise. */
export function outcomeOf<R>(errors: readonly UserErrorData[], result: R | null | undefined): MutationOutcome<R> {
  return errors.length === 0 && result != null ? { kind: 'saved', result } : { kind: 'rejected', errors };
}

/** A commit's configuration, less the callbacks that MutationCallbacks replace. */
export type OutcomeMutationConfig<M extends MutationParameters> = Omit<UseMutationConfig<M>, 'onCompleted' | 'onError'>;

/**
 * `useMutation`, answering through MutationCallbacks: `outcome` reads the response as saved or rejected. It
 * should be a module-level function (it is a dependency of the returned one).
 */
export function useOutcomeMutation<M extends MutationParameters, R = null>(
  mutation: GraphQLTaggedNode,
  outcome: (response: M['response']) => MutationOutcome<R>,
): [(config: OutcomeMutationConfig<M>, callbacks?: MutationCallbacks<R>) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<M>(mutation);
  const run = useCallback(
    (config: OutcomeMutationConfig<M>, { onOutcome, onError }: MutationCallbacks<R> = {}) =>
      commit({ ...config, onCompleted: (response) => onOutcome?.(outcome(response)), onError: (error) => onError?.(error) }),
    [commit, outcome],
  );
  return [run, isInFlight];
}
