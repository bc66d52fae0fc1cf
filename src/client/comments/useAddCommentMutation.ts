import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment, type Disposable } from 'react-relay';
import type { useAddCommentMutation as AddCommentMutation } from '../../../__generated__/useAddCommentMutation.graphql';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { useNotify } from '../ui/useNotify';
import { catchUpIssueTimelines, timelineConnectionId } from '../issueChanges/catchUpIssueTimeline';
import type { ChangeCallbacks } from '../issueChanges/changeCallbacks';

/** The signed-in user, shown as the author of the comment until the server's answer replaces it. */
export interface CommentAuthor {
  id: string;
  name: string;
  login: string;
  avatarUrl: string;
}

const mutation = graphql`
  mutation useAddCommentMutation($input: AddCommentInput!, $connections: [ID!]!) @raw_response_type {
    addComment(input: $input) {
      # Appended at the end of the issue's timeline (oldest first), where it is on screen.
      timelineEdge @appendEdge(connections: $connections) {
        cursor
        node {
          ... on Node {
            id
          }
          ...IssueTimelineItem_item
        }
      }
      issue {
        id
        updatedAt
        comments {
          totalCount
        }
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

let optimisticCount = 0;

/**
 * Comments on an issue. The comment appears at the end of the timeline at once, written by `author`; if
 * the server refuses it or cannot be reached it goes again, a message says why, and `onUndone` lets the
 * comment box put the text back so that nothing typed is lost.
 */
export function useAddCommentMutation(): [
  (issueId: string, body: string, author: CommentAuthor, callbacks?: ChangeCallbacks) => Disposable,
  boolean,
] {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [commit, isInFlight] = useMutation<AddCommentMutation>(mutation);
  const addComment = useCallback(
    (issueId: string, body: string, author: CommentAuthor, { onDone, onUndone }: ChangeCallbacks = {}) => {
      optimisticCount += 1;
      const now = new Date().toISOString();
      const undone = (detail: string) => {
        notify({ title: "Couldn't add your comment", detail });
        onUndone?.();
      };
      return commit({
        variables: { input: { issueId, body }, connections: [timelineConnectionId(issueId)] },
        optimisticResponse: {
          addComment: {
            timelineEdge: {
              cursor: `optimistic-${optimisticCount}`,
              node: {
                __typename: 'Comment',
                __isIssueTimelineItem: 'Comment',
                __isNode: 'Comment',
                id: `client:optimistic-comment:${optimisticCount}`,
                body,
                createdAt: now,
                editedAt: null,
                viewerCanUpdate: true,
                // The viewer, signed in: active.
                author: { id: author.id, name: author.name, login: author.login, avatarUrl: author.avatarUrl, deactivatedAt: null },
                // Only a comment without files is optimistic (useAddCommentWithFilesMutation sends the others).
                attachments: [],
              },
            },
            issue: null,
            errors: [],
          },
        },
        onCompleted: ({ addComment: payload }) => {
          if (payload.errors.length > 0) return undone(userErrorsDetail(payload.errors));
          catchUpIssueTimelines(environment, [issueId]);
          onDone?.();
        },
        onError: (error) => undone(failureDetail(error)),
      });
    },
    [commit, environment, notify],
  );
  return [addComment, isInFlight];
}
