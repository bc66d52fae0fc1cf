import { Body1, Caption1, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons/svg/arrow-upload';
import { useId, useRef, useState, type DragEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueAttachments_issue$key } from '../../../__generated__/IssueAttachments_issue.graphql';
import { formatBytes } from '../ui/formatBytes';
import { AttachFilesButton } from './AttachFilesButton';
import { AttachmentUploadStatus } from './AttachmentUploadStatus';
import { IssueAttachmentItem } from './IssueAttachmentItem';
import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from './attachmentLimits';
import { useAttachmentUpload } from './useAttachmentUpload';

const useStyles = makeStyles({
  root: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  dragging: {
    outline: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    outlineOffset: '-2px',
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderTopLeftRadius: tokens.borderRadiusMedium,
    borderTopRightRadius: tokens.borderRadiusMedium,
  },
  title: { margin: 0 },
  count: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic', margin: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  dropOverlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
    color: tokens.colorBrandForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    // The overlay only shows; the section underneath receives the drop.
    pointerEvents: 'none',
  },
});

/** Whether a drag carries files (rather than text or a link from the page). */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * The issue's attached files, and the way to add more: the "Attach files" button, or dropping files anywhere
 * on the section. One upload at a time, with its progress and a Cancel button while it runs.
 */
export function IssueAttachments({ issue }: { issue: IssueAttachments_issue$key }) {
  const styles = useStyles();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment IssueAttachments_issue on Issue @throwOnFieldError {
        id
        viewerCanUpdate
        attachments {
          id
          ...IssueAttachmentItem_attachment
        }
      }
    `,
    issue,
  );
  const { state, start, cancel, retry, dismiss } = useAttachmentUpload(data.id);
  const uploading = state.status === 'uploading';
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed; the section is left when the count is back to 0.
  const dragDepth = useRef(0);

  const onDragEnter = (event: DragEvent<HTMLElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    dragDepth.current += 1;
    if (!uploading) setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!carriesFiles(event)) return;
    // Without this the browser would open the file in place of the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = uploading ? 'none' : 'copy';
  };
  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    if (!carriesFiles(event)) return;
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (!uploading) start(Array.from(event.dataTransfer.files));
  };

  const count = data.attachments.length;
  // Viewers read; they get the list without the ways to add to it (the server refuses them anyway).
  const canAttach = data.viewerCanUpdate;
  const dropHandlers = canAttach ? { onDragEnter, onDragOver, onDragLeave, onDrop } : {};
  return (
    <section
      className={mergeClasses(styles.root, dragging && styles.dragging)}
      aria-labelledby={headingId}
      {...dropHandlers}
    >
      <div className={styles.header}>
        <Subtitle2 as="h2" block id={headingId} className={styles.title}>
          Attachments{count > 0 && <span className={styles.count}> ({count})</span>}
        </Subtitle2>
        {canAttach && <AttachFilesButton onFiles={start} disabled={uploading} />}
      </div>
      <div className={styles.content}>
        {count === 0 ? (
          <Body1 as="p" block className={styles.empty}>
            No files attached yet.
          </Body1>
        ) : (
          <ul className={styles.list}>
            {data.attachments.map((attachment) => (
              <li key={attachment.id}>
                <IssueAttachmentItem attachment={attachment} />
              </li>
            ))}
          </ul>
        )}
        <AttachmentUploadStatus state={state} onCancel={cancel} onRetry={retry} onDismiss={dismiss} />
        {canAttach && (
          <Caption1 className={styles.hint}>
            Drop files here or use Attach files. Up to {MAX_FILES_PER_UPLOAD} files at once, {formatBytes(MAX_FILE_BYTES)} each.
          </Caption1>
        )}
      </div>
      {dragging && (
        <div className={styles.dropOverlay} aria-hidden="true">
          <ArrowUploadRegular />
          Drop files to attach
        </div>
      )}
    </section>
  );
}
