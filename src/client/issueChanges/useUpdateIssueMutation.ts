import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { Priority, useUpdateIssueMutation as UpdateIssueMutation } from '../../../__generated__/useUpdateIssueMutation.graphql';
import { outcomeOf, useOutcomeMutation, whenSaved, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import { useUndoNotice } from '../ui/useUndoNotice';
import { markIssuesChanged } from './markIssuesChanged';

/** The parts of an issue updateIssue changes; those left out stay as they are. */
export interface IssueChanges {
  title?: string;
  body?: string;
  priority?: Priority;
  /** The revision the editor started from (Issue.revision): a title or body changed since is not overwritten. */
  expectedRevision?: number;
}

/** What updateIssue saved, and what a CONFLICT found: the issue's revision as the server now has it. */
interface UpdateIssueResult {
  revision: number;
}

export interface UpdateCallbacks extends MutationCallbacks<UpdateIssueResult> {
  /**
   * Someone else changed the text since the editor opened: nothing was saved, the store now holds the newer
   * text, and this gets the server's explanation and the revision to save on if the user still wants to.
   * Without it, a conflict is a refusal like any other.
   */
  onConflict?: (message: string, revision: number) => void;
}

const mutation = graphql`
  mutation useUpdateIssueMutation($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue {
        id
        title
        body
        priority
        revision
        updatedAt
        # The references of a new description, resolved by the server.
        references {
          ...ReferencedMarkdown_references
        }
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ updateIssue: payload }: UpdateIssueMutation['response']) =>
  outcomeOf(payload.errors, payload.issue && { revision: payload.issue.revision });

/** What the message says could not be changed. */
function subject(changes: IssueChanges): string {
  if (changes.title !== undefined) return 'the title';
  if (changes.priority !== undefined) return 'the priority';
  return 'the description';
}

/**
 * Changes an issue's title, description or priority. The change shows at once; if the server refuses it
 * or cannot be reached, the old value comes back and a message says why.
 */
export function useUpdateIssueMutation(): MutationHook<[issueId: string, changes: IssueChanges], UpdateIssueResult, UpdateCallbacks> {
  const environment = useRelayEnvironment();
  const undoNotice = useUndoNotice();
  const [commit, isInFlight] = useOutcomeMutation<UpdateIssueMutation, UpdateIssueResult>(mutation, outcome);
  const update = useCallback(
    (issueId: string, changes: IssueChanges, { onConflict, ...callbacks }: UpdateCallbacks = {}) => {
      const undone = undoNotice(
        `Couldn't change ${subject(changes)}`,
        whenSaved(() => markIssuesChanged(environment, [issueId]), callbacks),
      );
      return commit(
        {
          variables: { input: { issueId, ...changes } },
          optimisticUpdater: (store) => {
            const issue = store.get(issueId);
            if (issue == null) return;
            const title = changes.title?.trim();
            const textChanges =
              (title !== undefined && title !== issue.getValue('title')) ||
              (changes.body !== undefined && changes.body !== issue.getValue('body'));
            // The server trims the title; showing it trimmed already avoids a flicker when the answer comes.
            if (title !== undefined) issue.setValue(title, 'title');
            if (changes.body !== undefined) issue.setValue(changes.body, 'body');
            // A text change makes the next revision on the server: a second change made before the answer
            // (ticking two tasks in a row) is based on it, not refused as a conflict with the first.
            const revision = issue.getValue('revision');
            if (textChanges && typeof revision === 'number') issue.setValue(revision + 1, 'revision');
            if (changes.priority !== undefined) issue.setValue(changes.priority, 'priority');
          },
        },
        {
          onOutcome: (result) => {
            const conflict = result.kind === 'rejected' ? result.errors.find((error) => error.code === 'CONFLICT') : undefined;
            // The answer put the newer issue in the store: its revision is the one to save on.
            const revision = environment.getStore().getSource().get(issueId)?.revision;
            if (conflict && onConflict && typeof revision === 'number') return onConflict(conflict.message, revision);
            undone.onOutcome?.(result);
          },
          onError: undone.onError,
        },
      );
    },
    [commit, environment, undoNotice],
  );
  return [update, isInFlight];
}
