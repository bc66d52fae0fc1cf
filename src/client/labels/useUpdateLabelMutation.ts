import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateLabelMutation as UpdateLabelMutation } from '../../../__generated__/useUpdateLabelMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import type { LabelValues } from './LabelForm';

const mutation = graphql`
  mutation useUpdateLabelMutation($input: UpdateLabelInput!) {
    updateLabel(input: $input) {
      label {
        id
        name
        color
        description
      }
      # A rename can change the label's place in the list (by name).
      project {
        id
        ...LabelList_project
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ updateLabel: payload }: UpdateLabelMutation['response']) => outcomeOf(payload.errors, payload.label?.id);

/**
 * Changes a label's name, colour and description (admins). Every issue that carries it shows the change,
 * since they all point at the same record. Not optimistic, as creating: the form waits for the server.
 */
export function useUpdateLabelMutation(): MutationHook<[labelId: string, values: LabelValues], string> {
  const [commit, isInFlight] = useOutcomeMutation<UpdateLabelMutation, string>(mutation, outcome);
  const update = useCallback(
    (labelId: string, { name, color, description }: LabelValues, callbacks?: MutationCallbacks<string>) =>
      commit({ variables: { input: { labelId, name, color, description } } }, callbacks),
    [commit],
  );
  return [update, isInFlight];
}
