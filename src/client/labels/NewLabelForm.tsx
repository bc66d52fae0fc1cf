import { useState } from 'react';
import { sortUserErrors, type SortedUserErrors } from '../relay/userErrors';
import { LABEL_FIELDS, LabelForm, type LabelField } from './LabelForm';
import { randomLabelColor } from './randomLabelColor';
import { useCreateLabelMutation } from './useCreateLabelMutation';

const NO_ERRORS: SortedUserErrors<LabelField> = { fields: {}, form: [] };

interface Props {
  projectId: string;
  /** The form is done: the label was created, or the user cancelled. */
  onClose: () => void;
}

/** The form that creates a label in the project `projectId` (admins), starting with a random colour. */
export function NewLabelForm({ projectId, onClose }: Props) {
  const [createLabel, isInFlight] = useCreateLabelMutation();
  const [color] = useState(randomLabelColor);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [failure, setFailure] = useState<Error | null>(null);
  return (
    <LabelForm
      initial={{ name: '', color, description: '' }}
      formLabel="New label"
      submitLabel="Create label"
      busy={isInFlight}
      errors={errors}
      failure={failure}
      onCancel={onClose}
      onSubmit={(values) => {
        setFailure(null);
        createLabel(projectId, values, {
          onOutcome: (outcome) => {
            if (outcome.kind === 'saved') onClose();
            else setErrors(sortUserErrors(outcome.errors, LABEL_FIELDS));
          },
          onError: setFailure,
        });
      }}
    />
  );
}
