import { Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueAttachments_issue$key } from '../../../__generated__/IssueAttachments_issue.graphql';
import { AttachFilesButton } from '../attachments/AttachFilesButton';
import { AttachmentList } from '../attachments/AttachmentList';
import { AttachmentUploadStatus } from '../attachments/AttachmentUploadStatus';
import { DropOverlay } from '../attachments/DropOverlay';
import { describeLimits } from '../attachments/uploadPolicy';
import { useAttachmentUpload } from '../attachments/useAttachmentUpload';
import { useFileDrop } from '../attachments/useFileDrop';
import { useUploadPolicy } from '../attachments/UploadPolicyProvider';
import { useAddIssueAttachmentsMutation } from './useAddIssueAttachmentsMutation';

const useStyles = makeStyles({
  root: {
    // The drop overlay covers the section.
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
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
  hint: { color: tokens.colorNeutralForeground3 },
  // No files yet: one row, no box (an empty box with "No files attached yet" took a screen's tenth on a phone).
  compact: {
    position: 'relative',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  compactStatus: { flexBasis: '100%' },
});

/**
 * The issue's own attached files (those of its comments show under each comment), and the way to add more:
 * the "Attach files" button, or dropping files anywhere on the section. One upload at a time, with its
 * progress and a Cancel button while it runs. An issue without files shows only a compact "Attach files" row
 * to those who may attach, and nothing to the others (as GitHub and Linear show nothing).
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
          ...AttachmentList_attachments
        }
      }
    `,
    issue,
  );
  const policy = useUploadPolicy();
  const { state, start, cancel, retry, dismiss } = useAttachmentUpload(useAddIssueAttachmentsMutation(data.id));
  const uploading = state.status === 'uploading';
  // Viewers read; they get the list without the ways to add to it (the server refuses them anyway).
  const canAttach = data.viewerCanUpdate;
  const drop = useFileDrop({ enabled: canAttach, accepting: !uploading, onFiles: start });

  const count = data.attachments.length;
  if (count === 0) {
    if (!canAttach) return null;
    // Still a labelled region: the place files go, found by name (and dropped on) as the full box is.
    return (
      <section className={styles.compact} aria-label="Attachments" {...drop.handlers}>
        <AttachFilesButton onFiles={start} inputLabel="Choose files to attach to the issue" disabled={uploading} />
        <Caption1 className={styles.hint}>Or drop files here. {describeLimits(policy)}</Caption1>
        {state.status !== 'idle' && (
          <div className={styles.compactStatus}>
            <AttachmentUploadStatus state={state} onCancel={cancel} onRetry={retry} onDismiss={dismiss} />
          </div>
        )}
        {drop.dragging && <DropOverlay />}
      </section>
    );
  }
  return (
    <section className={styles.root} aria-labelledby={headingId} {...drop.handlers}>
      <div className={styles.header}>
        <Subtitle2 as="h2" block id={headingId} className={styles.title}>
          Attachments <span className={styles.count}>({count})</span>
        </Subtitle2>
        {canAttach && <AttachFilesButton onFiles={start} inputLabel="Choose files to attach to the issue" disabled={uploading} />}
      </div>
      <div className={styles.content}>
        <AttachmentList attachments={data.attachments} />
        <AttachmentUploadStatus state={state} onCancel={cancel} onRetry={retry} onDismiss={dismiss} />
        {canAttach && <Caption1 className={styles.hint}>Drop files here or use Attach files. {describeLimits(policy)}</Caption1>}
      </div>
      {drop.dragging && <DropOverlay />}
    </section>
  );
}
