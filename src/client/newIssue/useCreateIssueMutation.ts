import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { useCreateIssueMutation as CreateIssueMutation } from '../../../__generated__/useCreateIssueMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

/** Saved: where the new issue is. */
export interface CreatedIssue {
  number: number;
  projectSlug: string;
}

export interface NewIssue {
  projectId: string;
  title: string;
  body: string;
}

const mutation = graphql`
  mutation useCreateIssueMutation($input: CreateIssueInput!) {
    createIssue(input: $input) {
      issue {
        id
        number
        project {
          id
          slug
        }
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ createIssue: payload }: CreateIssueMutation['response']) =>
  outcomeOf<CreatedIssue>(payload.errors, payload.issue && { number: payload.issue.number, projectSlug: payload.issue.project.slug });

/**
 * The project's issue lists are not on screen here (no component owns a connection to hand its `__id`
 * over), and where a new issue belongs in one is the server's to say: the search and the sort decide.
 * So instead of inserting a row, the project's record is marked stale: every page that reads the project
 * (its issue lists with their Open/Closed counts) loads afresh when next shown, as route loaders fetch a
 * stale query (`store-or-network`).
 */
const markProjectStale: SelectorStoreUpdater<CreateIssueMutation['response']> = (store, data) => {
  const project = data?.createIssue.issue?.project;
  if (project != null) store.get(project.id)?.invalidateRecord();
};

/**
 * Opens an issue. No optimistic response: the issue's number is assigned by the server, and the form
 * navigates to the new issue's page as soon as the answer arrives, so a guessed row would only flicker.
 */
export function useCreateIssueMutation(): MutationHook<[issue: NewIssue], CreatedIssue> {
  const [commit, isInFlight] = useOutcomeMutation<CreateIssueMutation, CreatedIssue>(mutation, outcome);
  const createIssue = useCallback(
    ({ projectId, title, body }: NewIssue, callbacks?: MutationCallbacks<CreatedIssue>) =>
      commit({ variables: { input: { projectId, title, body } }, updater: markProjectStale }, callbacks),
    [commit],
  );
  return [createIssue, isInFlight];
}
