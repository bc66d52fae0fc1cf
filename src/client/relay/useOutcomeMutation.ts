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

/**
 * What every mutation hook returns: the function that sends the mutation (its inputs, then the callbacks), and
 * whether one is in flight. `C` lets a hook hear of one more outcome (useUpdateIssueMutation's conflicts).
 */
export type MutationHook<Inputs extends unknown[], R = null, C extends MutationCallbacks<R> = MutationCallbacks<R>> = [
  (...args: [...Inputs, C?]) => Disposable,
  boolean,
];

/** Saved with `result` if the payload has no UserErrors and `result` is there; rejected with the errors otherwise. */
export function outcomeOf<R>(errors: readonly UserErrorData[], result: R | null | undefined): MutationOutcome<R> {
  return errors.length === 0 && result != null ? { kind: 'saved', result } : { kind: 'rejected', errors };
}

/**
 * Callbacks for a caller that only asks whether the change stayed: `onSaved`, or `onUndone` (refused, or no
 * answer; the optimistic hooks have already told the user why).
 */
export function savedOrUndone<R = unknown>({
  onSaved,
  onUndone,
}: {
  onSaved?: (result: R) => void;
  onUndone?: () => void;
}): MutationCallbacks<R> {
  return {
    onOutcome: (outcome) => (outcome.kind === 'saved' ? onSaved?.(outcome.result) : onUndone?.()),
    onError: () => onUndone?.(),
  };
}

/** `callbacks`, with `saved` run first when the server has saved the change (a hook's own follow-up). */
export function whenSaved<R>(saved: (result: R) => void, { onOutcome, onError }: MutationCallbacks<R> = {}): MutationCallbacks<R> {
  return {
    onOutcome: (outcome) => {
      if (outcome.kind === 'saved') saved(outcome.result);
      onOutcome?.(outcome);
    },
    onError,
  };
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
