import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment, type Disposable } from 'react-relay';
import type { Priority, useUpdateIssueMutation as UpdateIssueMutation } from '../../../__generated__/useUpdateIssueMutation.graphql';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { useNotify } from '../ui/useNotify';
import { catchUpIssueTimelines } from './catchUpIssueTimeline';
import type { ChangeCallbacks } from './changeCallbacks';

/** The parts of an issue updateIssue changes; those left out stay as they are. */
export interface IssueChanges {
  title?: string;
  body?: string;
  priority?: Priority;
  /** The revision the editor started from (Issue.revision): a title or body changed since is not overwritten. */
  expectedRevision?: number;
}

export interface UpdateCallbacks extends ChangeCallbacks {
  /**
   * Someone else changed the text since the editor opened: nothing was saved, the store now holds the newer
   * text, and this gets the server's explanation and the revision to save on if the user still wants to.
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
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

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
export function useUpdateIssueMutation(): [(issueId: string, changes: IssueChanges, callbacks?: UpdateCallbacks) => Disposable, boolean] {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [commit, isInFlight] = useMutation<UpdateIssueMutation>(mutation);
  const update = useCallback(
    (issueId: string, changes: IssueChanges, { onDone, onUndone, onConflict }: UpdateCallbacks = {}) => {
      const undone = (detail: string) => {
        notify({ title: `Couldn't change ${subject(changes)}`, detail });
        onUndone?.();
      };
      return commit({
        variables: { input: { issueId, ...changes } },
        optimisticUpdater: (store) => {
          const issue = store.get(issueId);
          if (issue == null) return;
          // The server trims the title; showing it trimmed already avoids a flicker when the answer comes.
          if (changes.title !== undefined) issue.setValue(changes.title.trim(), 'title');
          if (changes.body !== undefined) issue.setValue(changes.body, 'body');
          if (changes.priority !== undefined) issue.setValue(changes.priority, 'priority');
        },
        onCompleted: ({ updateIssue: payload }) => {
          const conflict = payload.errors.find((e) => e.code === 'CONFLICT');
          if (conflict && payload.issue && onConflict) return onConflict(conflict.message, payload.issue.revision);
          if (payload.errors.length > 0) return undone(userErrorsDetail(payload.errors));
          catchUpIssueTimelines(environment, [issueId]);
          onDone?.();
        },
        onError: (error) => undone(failureDetail(error)),
      });
    },
    [commit, environment, notify],
  );
  return [update, isInFlight];
}
