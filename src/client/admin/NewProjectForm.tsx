import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormErrors } from '../account/FormErrors';
import { ProjectFields, slugFromName } from './ProjectFields';
import { useCreateProjectMutation } from './useCreateProjectMutation';
import { useProjectForm } from './useProjectForm';
import { projectPath } from '../paths';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '36rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Creates a project; once created, opens it. The slug follows the name until it is edited. */
/** `connectionId`: the `__id` of the project list on the page (AdminProjectList's), where a new one goes first. */
export function NewProjectForm({ connectionId, onCancel }: { connectionId: string; onCancel: () => void }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [create, isInFlight] = useCreateProjectMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useProjectForm({ name: '', slug: '', description: '', visibility: 'PUBLIC' }, formRef);
  const [slugEdited, setSlugEdited] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight || !form.checkBlanks()) return;
    form.clearErrors();
    create({ ...form.values, name: form.values.name.trim(), slug: form.values.slug.trim() }, connectionId, {
      onOutcome: (outcome) => {
        if (outcome.kind === 'saved') void navigate(projectPath(outcome.result));
        else form.showServerErrors(outcome.errors);
      },
      onError: form.setFailure,
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label="New project">
      <FormErrors errors={form.errors.form} failure={form.failure} notDone="The project was not created." />
      <ProjectFields
        values={form.values}
        errors={form.errors.fields}
        slugHint="Its address: /projects/slug. 2 to 40 lower-case letters, digits and hyphens."
        onChange={(next) => {
          const slugChanged = next.slug !== form.values.slug;
          if (slugChanged) setSlugEdited(true);
          form.setValues(!slugChanged && !slugEdited ? { ...next, slug: slugFromName(next.name) } : next);
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={isInFlight}>
          {isInFlight ? 'Creating…' : 'Create project'}
        </Button>
        <Button onClick={onCancel} disabled={isInFlight}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
