import { Button, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { DismissibleMessage } from '../ui/DismissibleMessage';
import { describeUploadFailure } from './describeUploadFailure';
import type { UploadState } from './useAttachmentUpload';

const useStyles = makeStyles({
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  progressRow: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

interface Props {
  state: UploadState;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}

function filesText(files: readonly File[]): string {
  return files.length === 1 ? (files[0]?.name ?? '1 file') : `${files.length} files`;
}

/** The progress of the upload under way with its Cancel button, or how the last one ended. */
export function AttachmentUploadStatus({ state, onCancel, onRetry, onDismiss }: Props) {
  const styles = useStyles();
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
            <Text role="status" aria-live="polite">{text}</Text>
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
          Upload cancelled. No files were attached.
        </DismissibleMessage>
      );
    case 'attached':
      return (
        <DismissibleMessage intent="success" onDismiss={onDismiss}>
          {state.count === 1 ? 'Attached 1 file.' : `Attached ${state.count} files.`}
        </DismissibleMessage>
      );
    case 'invalid':
      return (
        <DismissibleMessage intent="error" title="Nothing was uploaded" onDismiss={onDismiss}>
          {state.problems.length === 1 ? (
            state.problems[0]
          ) : (
            <ul className={styles.list}>
              {state.problems.map((problem) => <li key={problem}>{problem}</li>)}
            </ul>
          )}
        </DismissibleMessage>
      );
    case 'rejected':
      return (
        <DismissibleMessage intent="error" title="The files were not attached" onDismiss={onDismiss}>
          {state.errors.map((error) => error.message).join(' ')}
        </DismissibleMessage>
      );
    case 'failed': {
      const failure = describeUploadFailure(state.error);
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
