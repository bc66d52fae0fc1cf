import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueCommentBox_issue$key } from '../../../__generated__/IssueCommentBox_issue.graphql';
import type { IssueCommentBox_viewer$key } from '../../../__generated__/IssueCommentBox_viewer.graphql';
import { MarkdownEditor } from '../ui/MarkdownEditor';
import { UserAvatar } from '../users/UserAvatar';
import { useAddCommentMutation } from './useAddCommentMutation';
import { useCloseIssuesMutation } from './useCloseIssuesMutation';
import { useReopenIssuesMutation } from './useReopenIssuesMutation';

const MAX_BODY = 65_536;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  issue: IssueCommentBox_issue$key;
  /** The signed-in user, shown beside the box and as the author of a comment until the server confirms it. */
  viewer: IssueCommentBox_viewer$key | null;
}

/**
 * The box at the bottom of an issue: a Markdown comment, sent with Comment (or Ctrl+Enter), and the
 * button that closes (or reopens) the issue, "with comment" once something is typed. The comment shows
 * in the timeline at once; the box empties, and gets the text back if the comment is refused.
 */
export function IssueCommentBox({ issue, viewer }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueCommentBox_issue on Issue @throwOnFieldError {
        id
        state
        viewerCanUpdate
      }
    `,
    issue,
  );
  const me = useFragment(
    graphql`
      fragment IssueCommentBox_viewer on User @throwOnFieldError {
        id
        name
        login
        avatarUrl
        ...UserAvatar_user
      }
    `,
    viewer,
  );
  const [addComment] = useAddCommentMutation();
  const [closeIssues] = useCloseIssuesMutation();
  const [reopenIssues] = useReopenIssuesMutation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  if (!data.viewerCanUpdate || me == null) {
    return (
      <Body1 as="p" block className={styles.note}>
        Your role lets you read this issue but not comment on it.
      </Body1>
    );
  }

  const hasText = body.trim() !== '';
  const closed = data.state === 'CLOSED';

  /** Sends the comment; `then` runs once the server has it (to close or reopen after it, in that order). */
  const send = (then?: () => void) => {
    if (!hasText) {
      setError('Write something first.');
      textareaRef.current?.focus();
      return;
    }
    if (body.length > MAX_BODY) {
      setError(`A comment can be at most ${MAX_BODY.toLocaleString()} characters.`);
      return;
    }
    const sent = body;
    setBody('');
    setError(undefined);
    addComment(data.id, sent, me, {
      onDone: then,
      // Nothing typed is lost: the text comes back if the box is still empty.
      onUndone: () => setBody((current) => (current === '' ? sent : current)),
    });
  };

  const toggleState = () => {
    const change = () => (closed ? reopenIssues([data.id]) : closeIssues([data.id], 'COMPLETED'));
    if (hasText) send(change);
    else change();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  return (
    <div className={styles.root}>
      <UserAvatar user={me} size={32} />
      <form className={styles.form} onSubmit={onSubmit} aria-label="Add a comment" noValidate>
        <MarkdownEditor
          label="Add a comment"
          value={body}
          onChange={(value) => {
            setBody(value);
            if (error) setError(undefined);
          }}
          onSubmitShortcut={() => send()}
          placeholder="Leave a comment"
          error={error}
          textareaRef={textareaRef}
        />
        <div className={styles.actions}>
          <Button
            icon={closed ? <ArrowClockwiseRegular /> : <CheckmarkCircleRegular />}
            onClick={toggleState}
          >
            {closed ? (hasText ? 'Reopen with comment' : 'Reopen issue') : hasText ? 'Close with comment' : 'Close issue'}
          </Button>
          <Button type="submit" appearance="primary" disabled={!hasText}>
            Comment
          </Button>
        </div>
      </form>
    </div>
  );
}
