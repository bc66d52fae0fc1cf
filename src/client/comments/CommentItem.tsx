import { Avatar, Body1, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import { useCallback, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CommentItem_comment$key } from '../../../__generated__/CommentItem_comment.graphql';
import { AttachmentList } from '../attachments/AttachmentList';
import { AttachmentUploadStatus } from '../attachments/AttachmentUploadStatus';
import { DropOverlay } from '../attachments/DropOverlay';
import { FileInput } from '../attachments/FileInput';
import { useAttachmentUpload } from '../attachments/useAttachmentUpload';
import { useFileDrop } from '../attachments/useFileDrop';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredMenu } from '../ui/DeferredMenu';
import { useDraft } from '../ui/useDraft';
import { LazyMarkdownEditor } from '../ui/LazyMarkdownEditor';
import { ReferencedMarkdown } from '../references/ReferencedMarkdown';
import { RelativeTime } from '../ui/RelativeTime';
import { displayName } from '../users/displayName';
import { UserAvatar } from '../users/UserAvatar';
import { useAddCommentAttachmentsMutation } from './useAddCommentAttachmentsMutation';
import { useDeleteCommentMutation } from './useDeleteCommentMutation';
import { useUpdateCommentMutation } from './useUpdateCommentMutation';
import { savedOrUndone } from '../relay/useOutcomeMutation';

// The actions menu's code (Fluent's Menu, its positioning, Tabster) loads when a comment's menu is first used.
const commentActionsMenu = deferredComponent(() => import('./CommentActionsMenu').then((module) => module.CommentActionsMenu));

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
  },
  box: {
    // The drop overlay covers the comment.
    position: 'relative',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    paddingInlineEnd: tokens.spacingHorizontalXS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderTopLeftRadius: tokens.borderRadiusMedium,
    borderTopRightRadius: tokens.borderRadiusMedium,
  },
  heading: {
    margin: 0,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightRegular,
  },
  edited: { color: tokens.colorNeutralForeground3 },
  body: { padding: tokens.spacingHorizontalL },
  files: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    paddingBottom: tokens.spacingHorizontalL,
  },
  // Files with no text above them keep the same space under the header as text would.
  filesOnly: { paddingTop: tokens.spacingHorizontalL },
  pending: { opacity: 0.7 },
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
  editorActions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

interface Props {
  comment: CommentItem_comment$key;
  /** The issue the comment belongs to: deleting takes the comment out of this issue's timeline. */
  /** The timeline's connection (IssueTimeline's), which the comment leaves when deleted. */
  timelineId: string;
  /** The issue's project, where `#12` in the comment points. */
  projectSlug: string;
}

/**
 * One comment: who wrote it, when, and what (Markdown), marked "edited" once changed, with its attached
 * files below. Its author (if still a member) and admins can edit it in place or delete it, after
 * confirming, and attach more files: "Attach files" in its menu, or files dropped onto it.
 */
export function CommentItem({ comment, timelineId, projectSlug }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment CommentItem_comment on Comment @throwOnFieldError {
        id
        body
        createdAt
        editedAt
        viewerCanUpdate
        author {
          name
          deactivatedAt
          ...UserAvatar_user
        }
        attachments {
          id
          ...AttachmentList_attachments
        }
        references {
          ...ReferencedMarkdown_references
        }
      }
    `,
    comment,
  );
  const [updateComment] = useUpdateCommentMutation();
  const [deleteComment] = useDeleteCommentMutation();
  // The text being typed is kept as a draft: a reload or a visit elsewhere brings the open editor back.
  const draft = useDraft(`comment-edit:${data.id}`, data.body);
  const [editing, setEditing] = useState(draft.unsent);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Set by the menu's Edit: the editor takes the focus when it appears, which may be after its code has loaded
  // (LazyMarkdownEditor), and after the menu has handed the focus back to its button.
  const focusEditorOnMount = useRef(false);
  const editorRef = useCallback((textarea: HTMLTextAreaElement | null) => {
    if (!textarea || !focusEditorOnMount.current) return;
    focusEditorOnMount.current = false;
    setTimeout(() => textarea.focus(), 0);
  }, []);
  const [confirming, setConfirming] = useState(false);
  const [draftError, setDraftError] = useState<string | undefined>();
  const authorName = data.author ? displayName(data.author.name, data.author.deactivatedAt) : 'A deleted user';
  // A comment the server has not stored yet (its id is Relay's client id): nothing to edit or delete yet.
  const pending = data.id.startsWith('client:');
  const filesOnly = data.body.trim() === '' && data.attachments.length > 0;
  const upload = useAttachmentUpload(useAddCommentAttachmentsMutation(data.id));
  const uploading = upload.state.status === 'uploading';
  const canAttach = data.viewerCanUpdate && !pending;
  const drop = useFileDrop({ enabled: canAttach, accepting: !uploading, onFiles: upload.start });
  const fileInput = useRef<HTMLInputElement>(null);

  /** Opens the editor with `text`. */
  const edit = (text: string) => {
    setEditing(true);
    draft.setText(text);
  };

  /** Closes the editor; the focus goes back to the comment's menu button, where the edit began. */
  const stopEditing = () => {
    setEditing(false);
    draft.discard();
    setDraftError(undefined);
    requestAnimationFrame(() => menuButtonRef.current?.focus());
  };

  const save = () => {
    // A comment of files only may lose its text; one without files would be empty.
    if (draft.text.trim() === '' && data.attachments.length === 0) {
      setDraftError('A comment cannot be empty. Delete it instead.');
      return;
    }
    const body = draft.text;
    stopEditing();
    // Reopens the editor with what was typed if the change is undone.
    updateComment(data.id, body, savedOrUndone({ onUndone: () => edit(body) }));
  };

  const remove = () => {
    setConfirming(false);
    deleteComment(timelineId, data.id);
  };

  return (
    <article className={styles.root} aria-label={`Comment by ${authorName}`}>
      {data.author ? <UserAvatar user={data.author} size={32} /> : <Avatar size={32} aria-label="A deleted user" />}
      <div className={styles.box} {...drop.handlers}>
        <div className={styles.header}>
          {/* A heading per comment lets screen-reader users jump from one comment to the next. */}
          <h3 className={styles.heading}>
            <strong>{authorName}</strong> commented <RelativeTime dateTime={data.createdAt} />
            {data.editedAt && (
              <span className={styles.edited} title={`Edited ${new Date(data.editedAt).toLocaleString()}`}>
                {' · edited'}
              </span>
            )}
          </h3>
          {data.viewerCanUpdate && !pending && (
            <DeferredMenu
              menu={commentActionsMenu}
              menuProps={{
                editing,
                uploading,
                onEdit: () => {
                  // The editor shows the comment; it is a draft only once something else is typed.
                  focusEditorOnMount.current = true;
                  setEditing(true);
                },
                onAttach: () => fileInput.current?.click(),
                onDelete: () => setConfirming(true),
              }}
              trigger={
                <Button
                  ref={menuButtonRef}
                  appearance="subtle"
                  size="small"
                  icon={<MoreHorizontalRegular />}
                  aria-label={`Actions for the comment by ${authorName}`}
                />
              }
            />
          )}
        </div>
        {editing ? (
          <form
            className={styles.editor}
            aria-label="Edit comment"
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <LazyMarkdownEditor
              label="Comment"
              value={draft.text}
              onChange={(text) => {
                draft.setText(text);
                setDraftError(undefined);
              }}
              onSubmitShortcut={save}
              onCancelShortcut={stopEditing}
              error={draftError}
              textareaRef={editorRef}
              // Files dropped here join the comment's own files; a pasted one is linked in the text.
              dropsInline={false}
            />
            <div className={styles.editorActions}>
              <Button onClick={stopEditing}>Cancel</Button>
              <Button type="submit" appearance="primary">
                Save
              </Button>
            </div>
          </form>
        ) : filesOnly ? null : (
          // A comment of files only shows just its files.
          <div className={mergeClasses(styles.body, pending && styles.pending)} aria-busy={pending || undefined}>
            {data.body.trim() ? (
              <ReferencedMarkdown
                references={data.references}
                projectSlug={projectSlug}
                // A ticked task saves the comment with that one box changed (the author, or an admin).
                onTaskToggle={data.viewerCanUpdate && !pending ? (body) => updateComment(data.id, body) : undefined}
              >
                {data.body}
              </ReferencedMarkdown>
            ) : (
              <Body1 as="p" block>
                (empty comment)
              </Body1>
            )}
          </div>
        )}
        {(data.attachments.length > 0 || upload.state.status !== 'idle') && (
          <div className={mergeClasses(styles.files, filesOnly && !editing && styles.filesOnly)}>
            <AttachmentList attachments={data.attachments} label={`Files attached to the comment by ${authorName}`} />
            <AttachmentUploadStatus state={upload.state} onCancel={upload.cancel} onRetry={upload.retry} onDismiss={upload.dismiss} />
          </div>
        )}
        {canAttach && (
          <FileInput
            inputRef={fileInput}
            onFiles={upload.start}
            label={`Choose files to attach to the comment by ${authorName}`}
            disabled={uploading}
          />
        )}
        {drop.dragging && <DropOverlay />}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this comment?"
        confirmLabel="Delete comment"
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        The comment will be removed from the issue for everyone. This cannot be undone.
      </ConfirmDialog>
    </article>
  );
}
