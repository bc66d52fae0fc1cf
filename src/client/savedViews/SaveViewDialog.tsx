import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SaveViewDialog_project$key } from '../../../__generated__/SaveViewDialog_project.graphql';
import { FormErrors } from '../account/FormErrors';
import { sortUserErrors, withoutFieldError, type SortedUserErrors } from '../relay/userErrors';
import { useCreateSavedViewMutation } from './useCreateSavedViewMutation';
import { useTabsterForThePageLife } from '../ui/useTabsterForThePageLife';

const MAX_NAME = 50;
const FIELDS = ['name', 'query'] as const;
type ViewField = (typeof FIELDS)[number];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  query: {
    fontFamily: tokens.fontFamilyMonospace,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    overflowWrap: 'anywhere',
  },
});

interface Props {
  project: SaveViewDialog_project$key;
  /** The search on screen, which the view saves. */
  query: string;
  open: boolean;
  /** Cancelled, dismissed or saved: the page closes the dialog (and puts the focus back on its button). */
  onClose: () => void;
}

/**
 * The "Save view" dialog (its button is the page's, which loads this code when first pressed): names the search on screen and saves it for the viewer (createSavedView); it then appears
 * in the sidebar. The server's objections (a name missing or too long, a query that does not parse)
 * show beside the field they concern, and the dialog stays open.
 */
export function SaveViewDialog({ project, query, open, onClose }: Props) {
  useTabsterForThePageLife();
  const styles = useStyles();
  const { id: projectId } = useFragment(
    graphql`
      fragment SaveViewDialog_project on Project @throwOnFieldError {
        id
      }
    `,
    project,
  );
  const [createSavedView, isInFlight] = useCreateSavedViewMutation();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<SortedUserErrors<ViewField>>({ fields: {}, form: [] });
  const [failure, setFailure] = useState<Error | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const close = () => {
    onClose();
    setName('');
    setErrors({ fields: {}, form: [] });
    setFailure(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    setFailure(null);
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > MAX_NAME) {
      setErrors({
        fields: { name: trimmed === '' ? 'Give the view a name.' : `A name can be at most ${MAX_NAME} characters.` },
        form: [],
      });
      nameRef.current?.focus();
      return;
    }
    setErrors({ fields: {}, form: [] });
    createSavedView(
      { projectId, name: trimmed, query },
      {
        onOutcome: (outcome) => {
          if (outcome.kind === 'saved') return close();
          const sorted = sortUserErrors(outcome.errors, FIELDS);
          setErrors(sorted);
          if (sorted.fields.name) nameRef.current?.focus();
        },
        onError: setFailure,
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && close()}>
      <DialogSurface>
        <form onSubmit={onSubmit} noValidate aria-label="Save view">
          <DialogBody>
            <DialogTitle>Save this search</DialogTitle>
            <DialogContent className={styles.form}>
              <FormErrors errors={errors.form} failure={failure} notDone="The view was not saved." />
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
              <Field label="Search" validationState={errors.fields.query ? 'error' : 'none'} validationMessage={errors.fields.query}>
                <Caption1 className={styles.query}>{query || '(every issue)'}</Caption1>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>Cancel</Button>
              <Button type="submit" appearance="primary" disabled={isInFlight}>
                {isInFlight ? 'Saving…' : 'Save view'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
