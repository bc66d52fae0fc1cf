import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueCommentBox_issue$key } from '../../../__generated__/IssueCommentBox_issue.graphql';
import type { IssueCommentBox_viewer$key } from '../../../__generated__/IssueCommentBox_viewer.graphql';
import { AttachFilesButton } from '../attachments/AttachFilesButton';
import { AttachmentUploadStatus, type UploadWording } from '../attachments/AttachmentUploadStatus';
import { DropOverlay } from '../attachments/DropOverlay';
import { PendingFileList } from '../attachments/PendingFileList';
import { problemsWithFiles } from '../attachments/problemsWithFiles';
import { useAttachmentUpload, type UploadFunction } from '../attachments/useAttachmentUpload';
import { useFileDrop } from '../attachments/useFileDrop';
import { useUploadPolicy } from '../attachments/UploadPolicyProvider';
import { DismissibleMessage } from '../ui/DismissibleMessage';
import { useDraft } from '../ui/useDraft';
import { useClickShortcut } from '../ui/useClickShortcut';
import { MarkdownEditor } from '../ui/MarkdownEditor';
import { CloseReasonsButton } from '../issue/CloseReasonsButton';
import { UserAvatar } from '../users/UserAvatar';
import { useAddCommentMutation } from './useAddCommentMutation';
import { useAddCommentWithFilesMutation } from './useAddCommentWithFilesMutation';
import { useCloseIssuesMutation } from '../issueChanges/useCloseIssuesMutation';
import { useReopenIssuesMutation } from '../issueChanges/useReopenIssuesMutation';
import { savedOrUndone } from '../relay/useOutcomeMutation';

const MAX_BODY = 65_536;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
  },
  form: {
    // The drop overlay covers the form.
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  // The files' button at the start of the row, the sending ones at its end.
  attach: { marginInlineEnd: 'auto' },
  note: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** A new comment's files go with the comment: the messages speak of the comment. */
const COMMENT_WORDING: UploadWording = {
  cancelled: 'Upload cancelled. Your comment was not sent; its text and files are still here.',
  // The comment appearing in the timeline, and the box emptying, say it.
  attached: null,
  rejected: 'Your comment was not sent',
};

interface Props {
  issue: IssueCommentBox_issue$key;
  /** The signed-in user, shown beside the box and as the author of a comment until the server confirms it. */
  viewer: IssueCommentBox_viewer$key | null;
  /** The issue's timeline connection (IssueTimeline's `__id`), where a new comment is appended. */
  timelineId: string;
  /** The issue's project, searched by Close as duplicate. */
  projectSlug: string;
}

/**
 * The box at the bottom of an issue: a Markdown comment, sent with Comment (or Ctrl+Enter), and the
 * button that closes (or reopens) the issue, "with comment" once something is typed or attached; Close offers
 * the reasons as the issue's own Close issue does, and sends the comment first. The comment shows in the
 * timeline at once; the box empties, and gets the text back if the comment is refused. A comment may be
 * files only.
 *
 * Files (Attach files, or dropped on the box) wait in a list, each removable, and go with the comment in
 * one request. Such a comment is not shown before the server has it: the box shows the upload's progress
 * with Cancel, and keeps the text and the files, whatever happens, until the comment is saved.
 */
export function IssueCommentBox({ issue, viewer, timelineId, projectSlug }: Props) {
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
        # eslint-disable-next-line relay/unused-fields -- the author of the optimistic comment (addComment reads the whole user)
        name
        # eslint-disable-next-line relay/unused-fields -- the author of the optimistic comment
        login
        # eslint-disable-next-line relay/unused-fields -- the author of the optimistic comment
        avatarUrl
        ...UserAvatar_user
      }
    `,
    viewer,
  );
  const [addComment] = useAddCommentMutation();
  const addCommentWithFiles = useAddCommentWithFilesMutation();
  const [closeIssues] = useCloseIssuesMutation();
  const [reopenIssues] = useReopenIssuesMutation();
  // Kept as a draft of this issue's comment: Back, Forward or a reload bring it back until it is sent.
  const { text: body, setText: setBody, discard: discardBody } = useDraft(`comment:${data.id}`);
  const [error, setError] = useState<string | undefined>();
  const [files, setFiles] = useState<readonly File[]>([]);
  /** Why the files chosen last were not added to the list. */
  const [choiceProblems, setChoiceProblems] = useState<readonly string[]>([]);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useClickShortcut('r', textareaRef);
  const policy = useUploadPolicy();
  // Sends the text of this render: the box is locked while it is sent, so it is also the text saved.
  const uploadComment = useCallback<UploadFunction>(
    (chosen, callbacks) => addCommentWithFiles(data.id, timelineId, body, chosen, callbacks),
    [addCommentWithFiles, data.id, timelineId, body],
  );
  const upload = useAttachmentUpload(uploadComment);
  const sending = upload.state.status === 'uploading';
  /** What the last send with files was to do once saved (close or reopen the issue), for "Try again". */
  const afterSaved = useRef<(() => void) | undefined>(undefined);
  const canComment = data.viewerCanUpdate && me != null;

  /** Adds `chosen` to the files waiting for the comment, unless the whole lot could not be sent. */
  const addFiles = (chosen: readonly File[]) => {
    const next = [...files, ...chosen];
    const problems = problemsWithFiles(next, policy);
    setChoiceProblems(problems);
    if (problems.length > 0) return;
    setFiles(next);
    // A message about the last attempt no longer describes what is in the box.
    upload.dismiss();
  };
  const drop = useFileDrop({ enabled: canComment, accepting: !sending, onFiles: addFiles });

  if (!canComment) {
    return (
      <Body1 as="p" block className={styles.note}>
        Your role lets you read this issue but not comment on it.
      </Body1>
    );
  }

  const hasText = body.trim() !== '';
  // Files alone make a comment (a screenshot says it all).
  const hasComment = hasText || files.length > 0;
  const closed = data.state === 'CLOSED';

  /** Sends the comment; `then` runs once the server has it (to close or reopen after it, in that order). */
  const send = (then?: () => void) => {
    if (sending) return;
    if (!hasComment) {
      setError('Write a comment or attach a file.');
      textareaRef.current?.focus();
      return;
    }
    if (body.length > MAX_BODY) {
      setError(`A comment can be at most ${MAX_BODY.toLocaleString()} characters.`);
      return;
    }
    setError(undefined);
    if (files.length > 0) {
      afterSaved.current = then;
      setChoiceProblems([]);
      upload.start(files, {
        onAttached: () => {
          discardBody();
          setFiles([]);
          then?.();
        },
      });
      return;
    }
    const sent = body;
    discardBody();
    addComment(
      data.id,
      timelineId,
      sent,
      me,
      savedOrUndone({
        onSaved: then,
        // Nothing typed is lost: the text comes back if the box is still empty.
        onUndone: () => {
          if (textareaRef.current?.value === '') setBody(sent);
        },
      }),
    );
  };

  /** Runs `change` after the comment, if there is one to send. */
  const withComment = (change: () => void) => {
    if (hasComment) send(change);
    else change();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  return (
    <div className={styles.root}>
      <UserAvatar user={me} size={32} />
      <form className={styles.form} onSubmit={onSubmit} aria-label="Add a comment" noValidate {...drop.handlers}>
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
          disabled={sending}
          // Files dropped here join the comment's own files; a pasted one is linked in the text.
          dropsInline={false}
        />
        <PendingFileList
          files={files}
          onRemove={(index) => setFiles((current) => current.filter((_file, i) => i !== index))}
          disabled={sending}
          label="Files to attach to the comment"
        />
        {choiceProblems.length > 0 && (
          <DismissibleMessage intent="error" title="The files were not added" onDismiss={() => setChoiceProblems([])}>
            {choiceProblems.length === 1 ? (
              choiceProblems[0]
            ) : (
              <ul className={styles.list}>
                {choiceProblems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </DismissibleMessage>
        )}
        <AttachmentUploadStatus
          state={upload.state}
          onCancel={upload.cancel}
          onRetry={() => send(afterSaved.current)}
          onDismiss={upload.dismiss}
          wording={COMMENT_WORDING}
        />
        <div className={styles.actions}>
          <span className={styles.attach}>
            <AttachFilesButton onFiles={addFiles} inputLabel="Choose files to attach to the comment" disabled={sending} />
          </span>
          {closed ? (
            <Button icon={<ArrowClockwiseRegular />} onClick={() => withComment(() => reopenIssues([data.id]))} disabled={sending}>
              {hasComment ? 'Reopen with comment' : 'Reopen issue'}
            </Button>
          ) : (
            <CloseReasonsButton
              issueId={data.id}
              projectSlug={projectSlug}
              label={hasComment ? 'Close with comment' : 'Close issue'}
              onClose={(reason) => withComment(() => void closeIssues([data.id], reason))}
              beforeClosingAsDuplicate={withComment}
              disabled={sending}
            />
          )}
          <Button type="submit" appearance="primary" disabled={!hasComment || sending}>
            Comment
          </Button>
        </div>
        {drop.dragging && <DropOverlay>Drop files to add them to the comment</DropOverlay>}
      </form>
    </div>
  );
}
