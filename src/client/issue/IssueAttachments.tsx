import { Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
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
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic', margin: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * The issue's own attached files (those of its comments show under each comment), and the way to add more:
 * the "Attach files" button, or dropping files anywhere on the section. One upload at a time, with its
 * progress and a Cancel button while it runs.
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
  return (
    <section className={styles.root} aria-labelledby={headingId} {...drop.handlers}>
      <div className={styles.header}>
        <Subtitle2 as="h2" block id={headingId} className={styles.title}>
          Attachments{count > 0 && <span className={styles.count}> ({count})</span>}
        </Subtitle2>
        {canAttach && <AttachFilesButton onFiles={start} inputLabel="Choose files to attach to the issue" disabled={uploading} />}
      </div>
      <div className={styles.content}>
        {count === 0 ? (
          <Body1 as="p" block className={styles.empty}>
            No files attached yet.
          </Body1>
        ) : (
          <AttachmentList attachments={data.attachments} />
        )}
        <AttachmentUploadStatus state={state} onCancel={cancel} onRetry={retry} onDismiss={dismiss} />
        {canAttach && <Caption1 className={styles.hint}>Drop files here or use Attach files. {describeLimits(policy)}</Caption1>}
      </div>
      {drop.dragging && <DropOverlay />}
    </section>
  );
}
