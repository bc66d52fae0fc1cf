import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type {
  SignUpPolicy,
  useUpdateWorkspaceSettingsMutation as UpdateWorkspaceSettingsMutation,
} from '../../../__generated__/useUpdateWorkspaceSettingsMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';

export type UpdateSettingsOutcome = { kind: 'saved' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface UpdateSettingsCallbacks {
  onOutcome: (outcome: UpdateSettingsOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useUpdateWorkspaceSettingsMutation($input: UpdateWorkspaceSettingsInput!) {
    updateWorkspaceSettings(input: $input) {
      workspace {
        id
        signUpPolicy
        allowsSignUp
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Changes who may sign up (admins). The workspace record is updated in place (it has an id). */
export function useUpdateWorkspaceSettingsMutation(): [
  (signUpPolicy: SignUpPolicy, callbacks: UpdateSettingsCallbacks) => Disposable,
  boolean,
] {
  const [commit, isInFlight] = useMutation<UpdateWorkspaceSettingsMutation>(mutation);
  const update = useCallback(
    (signUpPolicy: SignUpPolicy, { onOutcome, onError }: UpdateSettingsCallbacks) =>
      commit({
        variables: { input: { signUpPolicy } },
        onCompleted: ({ updateWorkspaceSettings: payload }) => {
          if (payload.workspace != null && payload.errors.length === 0) onOutcome({ kind: 'saved' });
          else onOutcome({ kind: 'rejected', errors: payload.errors });
        },
        onError,
      }),
    [commit],
  );
  return [update, isInFlight];
}
