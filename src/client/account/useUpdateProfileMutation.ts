import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useUpdateProfileMutation as UpdateProfileMutation } from '../../../__generated__/useUpdateProfileMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';

export type UpdateProfileOutcome = { kind: 'saved' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface UpdateProfileCallbacks {
  onOutcome: (outcome: UpdateProfileOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      viewer {
        id
        name
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Changes the viewer's display name. Waits for the server (it trims and checks the name); the header follows. */
export function useUpdateProfileMutation(): [(name: string, callbacks: UpdateProfileCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<UpdateProfileMutation>(mutation);
  const update = useCallback(
    (name: string, { onOutcome, onError }: UpdateProfileCallbacks) =>
      commit({
        variables: { input: { name } },
        onCompleted: ({ updateProfile: payload }) =>
          onOutcome(
            payload.viewer != null && payload.errors.length === 0 ? { kind: 'saved' } : { kind: 'rejected', errors: payload.errors },
          ),
        onError,
      }),
    [commit],
  );
  return [update, isInFlight];
}
