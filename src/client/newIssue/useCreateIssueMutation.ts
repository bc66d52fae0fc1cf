import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { useCreateIssueMutation as CreateIssueMutation } from '../../../__generated__/useCreateIssueMutation.graphql';
import type { Priority } from '../priority/priority';
import { inputFileUploadables } from '../attachments/uploadRequest';
import { withUploadProgress, type UploadProgressListener } from '../relay/uploadProgress';
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
  labelIds: readonly string[];
  assigneeIds: readonly string[];
  priority: Priority;
  /** Sent in the same (multipart) request: the issue and its files are saved together or not at all. */
  files: readonly File[];
}

/** The callbacks of the mutation, and the progress of its request when it carries files. */
export interface CreateIssueCallbacks extends MutationCallbacks<CreatedIssue> {
  readonly onProgress?: UploadProgressListener;
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
 * Opens an issue, with the labels, assignees, priority and files it starts with. No optimistic response: the
 * issue's number is assigned by the server, and the form navigates to the new issue's page as soon as the answer
 * arrives, so a guessed row would only flicker. With files, the request is multipart and reports its progress;
 * disposing what it returns cancels it (the server then keeps nothing).
 */
export function useCreateIssueMutation(): MutationHook<[issue: NewIssue], CreatedIssue, CreateIssueCallbacks> {
  const [commit, isInFlight] = useOutcomeMutation<CreateIssueMutation, CreatedIssue>(mutation, outcome);
  const createIssue = useCallback(
    ({ files, labelIds, assigneeIds, ...issue }: NewIssue, { onProgress, ...callbacks }: CreateIssueCallbacks = {}) =>
      commit(
        {
          variables: { input: { ...issue, labelIds: [...labelIds], assigneeIds: [...assigneeIds], files: [] } },
          updater: markProjectStale,
          ...(files.length > 0 ? { uploadables: inputFileUploadables(files) } : {}),
          ...(onProgress ? { cacheConfig: withUploadProgress(onProgress) } : {}),
        },
        callbacks,
      ),
    [commit],
  );
  return [createIssue, isInFlight];
}
