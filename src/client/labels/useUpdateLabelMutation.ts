import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useUpdateLabelMutation as UpdateLabelMutation } from '../../../__generated__/useUpdateLabelMutation.graphql';
import type { LabelValues } from './LabelForm';
import type { LabelCallbacks } from './useCreateLabelMutation';

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
        field
        message
        code
      }
    }
  }
`;

/**
 * Changes a label's name, colour and description (admins). Every issue that carries it shows the change,
 * since they all point at the same record. Not optimistic, as creating: the form waits for the server.
 */
export function useUpdateLabelMutation(): [(labelId: string, values: LabelValues, callbacks: LabelCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<UpdateLabelMutation>(mutation);
  const update = useCallback(
    (labelId: string, { name, color, description }: LabelValues, { onOutcome, onError }: LabelCallbacks) =>
      commit({
        variables: { input: { labelId, name, color, description } },
        onCompleted: ({ updateLabel: payload }) => {
          if (payload.label != null && payload.errors.length === 0) onOutcome({ kind: 'saved' });
          else onOutcome({ kind: 'rejected', errors: payload.errors });
        },
        onError,
      }),
    [commit],
  );
  return [update, isInFlight];
}
