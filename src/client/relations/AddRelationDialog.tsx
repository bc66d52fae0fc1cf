import { useState } from 'react';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { IssuePickerDialog } from '../references/IssuePickerDialog';
import { RELATION_CHOICES, type IssueRelationType } from './relationTypes';
import { useAddIssueRelationMutation } from './useAddIssueRelationMutation';

interface Props {
  issueId: string;
  projectSlug: string;
  /** The issues already related, each with how: the picker marks them instead of offering them. */
  taken: ReadonlyMap<string, string>;
  onClose: () => void;
}

/**
 * "Add relation": the picker with the relation's type; closes once saved, and shows a refusal (a loop, a pair
 * already related) in the dialog. Loaded with the picker, when first opened.
 */
export function AddRelationDialog({ issueId, projectSlug, taken, onClose }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [addRelation, adding] = useAddIssueRelationMutation();
  const add = (relatedIssueId: string, type: IssueRelationType | null) => {
    if (type === null) return;
    setError(null);
    addRelation(issueId, relatedIssueId, type, {
      onOutcome: (outcome) => (outcome.kind === 'saved' ? onClose() : setError(userErrorsDetail(outcome.errors))),
      onError: (failure) => setError(failureDetail(failure)),
    });
  };
  return (
    <IssuePickerDialog
      title="Add a relation"
      issueId={issueId}
      projectSlug={projectSlug}
      choices={{ label: 'Relation', options: RELATION_CHOICES }}
      taken={taken}
      confirmLabel="Add relation"
      error={error}
      busy={adding}
      onConfirm={add}
      onCancel={onClose}
    />
  );
}
