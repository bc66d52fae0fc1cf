import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useAddCommentMutation as AddCommentMutation } from '../../../__generated__/useAddCommentMutation.graphql';
import { markIssuesChanged } from '../issueChanges/markIssuesChanged';
import { insertMutationEdge } from '../relay/insertMutationEdge';
import { outcomeOf, useOutcomeMutation, whenSaved, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import { useUndoNotice } from '../ui/useUndoNotice';

/** The signed-in user, shown as the author of the comment until the server's answer replaces it. */
export interface CommentAuthor {
  id: string;
  name: string;
  login: string;
  avatarUrl: string;
}

const mutation = graphql`
  mutation useAddCommentMutation($input: AddCommentInput!) @raw_response_type {
    addComment(input: $input) {
      # Appended at the end of the issue's timeline (oldest first), where it is on screen (appendComment).
      timelineEdge {
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
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

/** Saved: the new comment's id. */
const outcome = ({ addComment: payload }: AddCommentMutation['response']) => outcomeOf(payload.errors, payload.timelineEdge?.node.id);

let optimisticCount = 0;

/** The new comment (optimistic, then the server's) at the end of the timeline; nothing when it was refused. */
const appendComment = (store: RecordSourceSelectorProxy, timelineId: string) =>
  insertMutationEdge(store, { mutation: 'addComment', edge: 'timelineEdge', connections: [timelineId], at: 'last' });

/** The ids of the timeline's items in the store now. */
function itemIdsOf(store: RecordSourceSelectorProxy, timelineId: string): Set<string> {
  const edges = store.get(timelineId)?.getLinkedRecords('edges') ?? [];
  return new Set(edges.flatMap((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? []));
}

/**
 * Whether the comment being sent is in the timeline already, as the server stored it: the issue's live update
 * (useIssueLiveUpdates) can bring it before the mutation's answer. Relay then applies the optimistic update
 * again over the store, which drew the comment twice until the answer came. It is a comment by `authorId`
 * with the text sent (as the server stores text: NFC, LF line ends) that was not there when it was sent.
 */
function heardAlready(store: RecordSourceSelectorProxy, timelineId: string, before: ReadonlySet<string>, body: string, authorId: string) {
  const stored = body.normalize('NFC').replace(/\r\n?/g, '\n');
  const edges = store.get(timelineId)?.getLinkedRecords('edges') ?? [];
  return edges.some((edge) => {
    const node = edge?.getLinkedRecord('node');
    if (node == null || before.has(node.getDataID()) || node.getType() !== 'Comment') return false;
    return node.getValue('body') === stored && node.getLinkedRecord('author')?.getDataID() === authorId;
  });
}

/**
 * Comments on an issue. The comment appears at the end of the timeline at once, written by `author`; if
 * the server refuses it or cannot be reached it goes again, a message says why, and `onUndone` lets the
 * comment box put the text back so that nothing typed is lost. The comment is appended to the timeline
 * connection `timelineId` (IssueTimeline's `__id`).
 */
export function useAddCommentMutation(): MutationHook<[issueId: string, timelineId: string, body: string, author: CommentAuthor], string> {
  const environment = useRelayEnvironment();
  const undoNotice = useUndoNotice();
  const [commit, isInFlight] = useOutcomeMutation<AddCommentMutation, string>(mutation, outcome);
  const addComment = useCallback(
    (issueId: string, timelineId: string, body: string, author: CommentAuthor, callbacks?: MutationCallbacks<string>) => {
      optimisticCount += 1;
      const now = new Date().toISOString();
      // What the timeline held when the comment was sent (the optimistic update's first run).
      let before: ReadonlySet<string> | undefined;
      return commit(
        {
          variables: { input: { issueId, body } },
          optimisticUpdater: (store) => {
            before ??= itemIdsOf(store, timelineId);
            if (!heardAlready(store, timelineId, before, body, author.id)) appendComment(store, timelineId);
          },
          updater: (store) => appendComment(store, timelineId),
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
                  // Resolved by the server: the references show as plain text until it answers.
                  references: [],
                },
              },
              issue: null,
              errors: [],
            },
          },
        },
        undoNotice(
          "Couldn't add your comment",
          whenSaved(() => markIssuesChanged(environment, [issueId]), callbacks),
        ),
      );
    },
    [commit, environment, undoNotice],
  );
  return [addComment, isInFlight];
}
