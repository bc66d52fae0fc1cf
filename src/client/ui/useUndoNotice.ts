import { useCallback } from 'react';
import type { MutationCallbacks } from '../relay/useOutcomeMutation';
import { failureDetail, userErrorsDetail } from './failureDetail';
import { useNotify } from './useNotify';

/**
 * For the optimistic mutations: wraps the caller's callbacks so that when the change is undone (the server
 * refused it, or could not be reached) a message titled `title` says why, before the caller hears of it.
 */
export function useUndoNotice(): <R>(title: string, callbacks?: MutationCallbacks<R>) => MutationCallbacks<R> {
  const notify = useNotify();
  return useCallback(
    <R>(title: string, { onOutcome, onError }: MutationCallbacks<R> = {}): MutationCallbacks<R> => ({
      onOutcome: (outcome) => {
        if (outcome.kind === 'rejected') notify({ title, detail: userErrorsDetail(outcome.errors) });
        onOutcome?.(outcome);
      },
      onError: (error) => {
        notify({ title, detail: failureDetail(error) });
        onError?.(error);
      },
    }),
    [notify],
  );
}
