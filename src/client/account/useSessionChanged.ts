import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { useResetEnvironment } from '../relay/resetEnvironment';

export interface SessionChangedOptions {
  /**
   * The environment that found the session over. When given, it is replaced only if it is still the
   * current one, so that several parts of the screen noticing the same ended session replace it once.
   */
  stale?: IEnvironment;
}

/**
 * What to do once the signed-in user has changed (signed in, signed up, signed out, or the server said
 * the session is over): replace the Relay environment, then go to `to`.
 *
 * Why a new environment rather than the same one: its store holds what the previous user was allowed
 * to see (private projects, their email, what they may do). Left in place, it would be shown to the
 * next user wherever a query is served from the store, and `viewer` would still name the previous
 * user. A fresh environment (an empty store) makes every query ask the server again as the new user;
 * AppProviders re-keys the Relay provider, so no component keeps state from before. The replacement
 * comes first: the navigation's loaders run with the environment current at that moment, and every
 * route whose data came from the old environment loads again (routes.tsx, relayLoader).
 * The navigation replaces the history entry, so Back does not return to a page of the old session.
 */
export function useSessionChanged(): (to: string, options?: SessionChangedOptions) => void {
  const resetEnvironment = useResetEnvironment();
  const navigate = useNavigate();
  return useCallback(
    (to: string, { stale }: SessionChangedOptions = {}) => {
      resetEnvironment(stale);
      void navigate(to, { replace: true });
    },
    [resetEnvironment, navigate],
  );
}
