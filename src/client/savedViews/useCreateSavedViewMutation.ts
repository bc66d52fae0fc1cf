import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useCreateSavedViewMutation as CreateSavedViewMutation } from '../../../__generated__/useCreateSavedViewMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';

/** How a createSavedView request ended, when the server answered it. */
export type CreateSavedViewOutcome = { kind: 'saved' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface CreateSavedViewRequest {
  projectId: string;
  name: string;
  query: string;
  /** The server answered: the view is saved (and in the sidebar), or refused with errors to show by the fields. */
  onOutcome: (outcome: CreateSavedViewOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useCreateSavedViewMutation($input: CreateSavedViewInput!) {
    createSavedView(input: $input) {
      savedView {
        id
      }
      # The project's whole list, as the sidebar reads it: the new view takes its place by name.
      project {
        id
        ...SavedViewList_project
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/**
 * Saves a search under a name for the viewer. Not optimistic: the server checks the name and that the
 * query parses, and the dialog stays open with its messages beside the fields until it agrees.
 */
export function useCreateSavedViewMutation(): [(request: CreateSavedViewRequest) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<CreateSavedViewMutation>(mutation);
  const create = useCallback(
    ({ projectId, name, query, onOutcome, onError }: CreateSavedViewRequest) =>
      commit({
        variables: { input: { projectId, name, query } },
        onCompleted: ({ createSavedView: payload }) => {
          if (payload.savedView != null && payload.errors.length === 0) onOutcome({ kind: 'saved' });
          else onOutcome({ kind: 'rejected', errors: payload.errors });
        },
        onError,
      }),
    [commit],
  );
  return [create, isInFlight];
}
