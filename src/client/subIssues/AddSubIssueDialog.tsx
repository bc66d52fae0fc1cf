import { useState } from 'react';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { IssuePickerDialog } from '../references/IssuePickerDialog';
import { useSetIssueParentMutation } from './useSetIssueParentMutation';

interface Props {
  /** The parent whose page this is. */
  issueId: string;
  projectSlug: string;
  /** Issues the picker marks instead of offering: the sub-issues already there, and the parent itself. */
  taken: ReadonlyMap<string, string>;
  onClose: () => void;
}

/**
 * "Add sub-issue": the picker; the chosen issue becomes a sub-issue of this one (moved from another parent if it
 * had one). Closes once saved; a refusal (a loop, the bound) shows in the dialog. Loaded when first opened.
 */
export function AddSubIssueDialog({ issueId, projectSlug, taken, onClose }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [setParent, saving] = useSetIssueParentMutation();
  const add = (childId: string) => {
    setError(null);
    setParent(childId, issueId, {
      onOutcome: (outcome) => (outcome.kind === 'saved' ? onClose() : setError(userErrorsDetail(outcome.errors))),
      onError: (failure) => setError(failureDetail(failure)),
    });
  };
  return (
    <IssuePickerDialog
      title="Add a sub-issue"
      issueId={issueId}
      projectSlug={projectSlug}
      taken={taken}
      confirmLabel="Add sub-issue"
      error={error}
      busy={saving}
      onConfirm={add}
      onCancel={onClose}
    />
  );
}
