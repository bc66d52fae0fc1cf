import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SignUpPolicy,
  useUpdateWorkspaceSettingsMutation as UpdateWorkspaceSettingsMutation,
} from '../../../__generated__/useUpdateWorkspaceSettingsMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useUpdateWorkspaceSettingsMutation($input: UpdateWorkspaceSettingsInput!) {
    updateWorkspaceSettings(input: $input) {
      workspace {
        id
        signUpPolicy
        allowsSignUp
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ updateWorkspaceSettings: payload }: UpdateWorkspaceSettingsMutation['response']) =>
  outcomeOf(payload.errors, payload.workspace?.id);

/** Changes who may sign up (admins). The workspace record is updated in place (it has an id). */
export function useUpdateWorkspaceSettingsMutation(): MutationHook<[signUpPolicy: SignUpPolicy], string> {
  const [commit, isInFlight] = useOutcomeMutation<UpdateWorkspaceSettingsMutation, string>(mutation, outcome);
  const update = useCallback(
    (signUpPolicy: SignUpPolicy, callbacks?: MutationCallbacks<string>) => commit({ variables: { input: { signUpPolicy } } }, callbacks),
    [commit],
  );
  return [update, isInFlight];
}
