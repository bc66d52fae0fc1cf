import { Button, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { DismissibleMessage } from '../ui/DismissibleMessage';
import { describeUploadFailure } from './describeUploadFailure';
import type { UploadState } from './useAttachmentUpload';
import { useUploadPolicy } from './UploadPolicyProvider';

const useStyles = makeStyles({
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  progressRow: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** How the messages speak of what the upload was for. */
export interface UploadWording {
  readonly cancelled: string;
  /** The success message; null when the result speaks for itself (a new comment in the timeline). */
  readonly attached: ((count: number) => string) | null;
  /** The title of the server's refusal. */
  readonly rejected: string;
}

/** Files added to something that exists: an issue, a comment. */
export const ATTACH_WORDING: UploadWording = {
  cancelled: 'Upload cancelled. No files were attached.',
  attached: (count) => (count === 1 ? 'Attached 1 file.' : `Attached ${count} files.`),
  rejected: 'The files were not attached',
};

interface Props {
  state: UploadState;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
  wording?: UploadWording;
}

function filesText(files: readonly File[]): string {
  return files.length === 1 ? (files[0]?.name ?? '1 file') : `${files.length} files`;
}

/** The progress of the upload under way with its Cancel button, or how the last one ended. */
export function AttachmentUploadStatus({ state, onCancel, onRetry, onDismiss, wording = ATTACH_WORDING }: Props) {
  const styles = useStyles();
  const policy = useUploadPolicy();
  switch (state.status) {
    case 'idle':
      return null;
    case 'uploading': {
      const { progress } = state;
      const fraction = progress && progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : undefined;
      const percent = fraction === undefined ? undefined : Math.floor(fraction * 100);
      // Once every byte is sent the server may already be storing the files: cancelling could no longer
      // promise that nothing was attached, so the button goes and the bar waits for the answer.
      const sent = fraction === 1;
      const text = sent
        ? `Saving ${filesText(state.files)}…`
        : `Uploading ${filesText(state.files)}…${percent === undefined ? '' : ` ${percent}%`}`;
      return (
        <div className={styles.progress}>
          <div className={styles.progressRow}>
            <Text role="status" aria-live="polite">
              {text}
            </Text>
            {!sent && (
              <Button size="small" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </div>
          <ProgressBar
            thickness="large"
            value={sent ? undefined : fraction}
            aria-label="Upload progress"
            aria-valuetext={percent === undefined || sent ? undefined : `${percent}%`}
          />
        </div>
      );
    }
    case 'cancelled':
      return (
        <DismissibleMessage intent="info" onDismiss={onDismiss}>
          {wording.cancelled}
        </DismissibleMessage>
      );
    case 'attached':
      return wording.attached === null ? null : (
        <DismissibleMessage intent="success" onDismiss={onDismiss}>
          {wording.attached(state.count)}
        </DismissibleMessage>
      );
    case 'invalid':
      return (
        <DismissibleMessage intent="error" title="Nothing was uploaded" onDismiss={onDismiss}>
          {state.problems.length === 1 ? (
            state.problems[0]
          ) : (
            <ul className={styles.list}>
              {state.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </DismissibleMessage>
      );
    case 'rejected':
      return (
        <DismissibleMessage intent="error" title={wording.rejected} onDismiss={onDismiss}>
          {state.errors.map((error) => error.message).join(' ')}
        </DismissibleMessage>
      );
    case 'failed': {
      const failure = describeUploadFailure(state.error, policy);
      return (
        <DismissibleMessage
          intent="error"
          title={failure.title}
          onDismiss={onDismiss}
          actions={failure.retry ? <Button onClick={onRetry}>Try again</Button> : undefined}
        >
          {failure.detail}
        </DismissibleMessage>
      );
    }
  }
}
