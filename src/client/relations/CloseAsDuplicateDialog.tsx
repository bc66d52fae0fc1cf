import { useState } from 'react';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { IssuePickerDialog } from '../references/IssuePickerDialog';
import { useCloseAsDuplicateMutation } from './useCloseAsDuplicateMutation';

interface Props {
  issueId: string;
  projectSlug: string;
  /** Runs before the issue is closed, which waits for `proceed` (the comment box sends its comment first). */
  before?: (proceed: () => void) => void;
  onClose: () => void;
}

/**
 * "Close as duplicate of…": the picker of the original; closes the issue and relates it in one mutation, and
 * shows a refusal in the dialog. Loaded when first opened.
 */
export function CloseAsDuplicateDialog({ issueId, projectSlug, before, onClose }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [closeAsDuplicate, closing] = useCloseAsDuplicateMutation();
  const pick = (originalId: string) => {
    setError(null);
    const close = () =>
      closeAsDuplicate(issueId, originalId, {
        onOutcome: (outcome) => (outcome.kind === 'saved' ? onClose() : setError(userErrorsDetail(outcome.errors))),
        onError: (failure) => setError(failureDetail(failure)),
      });
    if (before) before(close);
    else close();
  };
  return (
    <IssuePickerDialog
      title="Close as a duplicate of…"
      issueId={issueId}
      projectSlug={projectSlug}
      confirmLabel="Close as duplicate"
      error={error}
      busy={closing}
      onConfirm={pick}
      onCancel={onClose}
    />
  );
}
