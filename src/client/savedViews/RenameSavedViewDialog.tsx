import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { FormErrors } from '../account/FormErrors';
import { sortUserErrors, withoutFieldError, type SortedUserErrors } from '../relay/userErrors';
import { useUpdateSavedViewMutation } from './useUpdateSavedViewMutation';
import { useTabsterForThePageLife } from '../ui/useTabsterForThePageLife';

const MAX_NAME = 50;
const FIELDS = ['name'] as const;
type RenameField = (typeof FIELDS)[number];
const NO_ERRORS: SortedUserErrors<RenameField> = { fields: {}, form: [] };

interface Props {
  view: { readonly id: string; readonly name: string };
  /** Cancelled, dismissed or renamed: the list closes the dialog and puts the focus back on the view's menu. */
  onClose: () => void;
}

/**
 * Renames a saved view (updateSavedView with its name alone), as the Save view dialog names one: the name
 * checked here first, the server's objections (a name another view has) beside the field, the dialog open until
 * it agrees.
 */
export function RenameSavedViewDialog({ view, onClose }: Props) {
  useTabsterForThePageLife();
  const [updateSavedView, isInFlight] = useUpdateSavedViewMutation();
  const [name, setName] = useState(view.name);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [failure, setFailure] = useState<Error | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    setFailure(null);
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > MAX_NAME) {
      setErrors({ fields: { name: trimmed === '' ? 'Give the view a name.' : `A name can be at most ${MAX_NAME} characters.` }, form: [] });
      nameRef.current?.focus();
      return;
    }
    if (trimmed === view.name) return onClose();
    setErrors(NO_ERRORS);
    updateSavedView(
      { savedViewId: view.id, name: trimmed, query: null },
      {
        onOutcome: (outcome) => {
          if (outcome.kind === 'saved') return onClose();
          setErrors(sortUserErrors(outcome.errors, FIELDS));
          nameRef.current?.focus();
        },
        onError: setFailure,
      },
    );
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={onSubmit} noValidate aria-label={`Rename view ${view.name}`}>
          <DialogBody>
            <DialogTitle>Rename the view “{view.name}”</DialogTitle>
            <DialogContent>
              <FormErrors errors={errors.form} failure={failure} notDone="The view was not renamed." />
              <Field label="Name" required validationState={errors.fields.name ? 'error' : 'none'} validationMessage={errors.fields.name}>
                <Input
                  ref={nameRef}
                  value={name}
                  onChange={(_event, data) => {
                    setName(data.value);
                    setErrors((current) => withoutFieldError(current, 'name'));
                  }}
                  autoComplete="off"
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" appearance="primary" disabled={isInFlight}>
                {isInFlight ? 'Renaming…' : 'Rename'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
