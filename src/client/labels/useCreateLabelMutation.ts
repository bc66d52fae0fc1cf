import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useCreateLabelMutation as CreateLabelMutation } from '../../../__generated__/useCreateLabelMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';
import type { LabelValues } from './LabelForm';

/** How a label request ended, when the server answered it. */
export type LabelOutcome = { kind: 'saved' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface LabelCallbacks {
  /** The server answered: the label is saved (and the list updated), or refused with errors for the fields. */
  onOutcome: (outcome: LabelOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

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

/**
 * Creates a label in a project (admins). Not optimistic: the server checks that the name is free in the
 * project, and the form keeps what was typed, with the messages beside the fields, until it agrees.
 */
export function useCreateLabelMutation(): [(projectId: string, values: LabelValues, callbacks: LabelCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<CreateLabelMutation>(mutation);
  const create = useCallback(
    (projectId: string, { name, color, description }: LabelValues, { onOutcome, onError }: LabelCallbacks) =>
      commit({
        variables: { input: { projectId, name, color, description } },
        onCompleted: ({ createLabel: payload }) => {
          if (payload.label != null && payload.errors.length === 0) onOutcome({ kind: 'saved' });
          else onOutcome({ kind: 'rejected', errors: payload.errors });
        },
        onError,
      }),
    [commit],
  );
  return [create, isInFlight];
}
