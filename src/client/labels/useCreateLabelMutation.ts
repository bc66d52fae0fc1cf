import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateLabelMutation as CreateLabelMutation } from '../../../__generated__/useCreateLabelMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import type { LabelValues } from './LabelForm';

const mutation = graphql`
  mutation useCreateLabelMutation($input: CreateLabelInput!) {
    createLabel(input: $input) {
      label {
        id
      }
      # The project's whole list, as the page reads it: the new label takes its place by name.
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

/** Saved: the new label's id. */
const outcome = ({ createLabel: payload }: CreateLabelMutation['response']) => outcomeOf(payload.errors, payload.label?.id);

/**
 * Creates a label in a project (admins). Not optimistic: the server checks that the name is free in the
 * project, and the form keeps what was typed, with the messages beside the fields, until it agrees.
 */
export function useCreateLabelMutation(): MutationHook<[projectId: string, values: LabelValues], string> {
  const [commit, isInFlight] = useOutcomeMutation<CreateLabelMutation, string>(mutation, outcome);
  const create = useCallback(
    (projectId: string, { name, color, description }: LabelValues, callbacks?: MutationCallbacks<string>) =>
      commit({ variables: { input: { projectId, name, color, description } } }, callbacks),
    [commit],
  );
  return [create, isInFlight];
}
