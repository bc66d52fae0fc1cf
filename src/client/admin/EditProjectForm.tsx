import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EditProjectForm_project$key } from '../../../__generated__/EditProjectForm_project.graphql';
import { FormErrors } from '../account/FormErrors';
import { adminProjectPath } from '../paths';
import { ProjectFields } from './ProjectFields';
import { useProjectForm } from './useProjectForm';
import { useUpdateProjectMutation } from './useUpdateProjectMutation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '36rem' },
  submit: { alignSelf: 'flex-start' },
});

/** Renames a project, changes its slug (old links keep working), description and visibility. */
export function EditProjectForm({ project }: { project: EditProjectForm_project$key }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment EditProjectForm_project on Project @throwOnFieldError {
        id
        slug
        name
        description
        visibility
      }
    `,
    project,
  );
  const [update, isInFlight] = useUpdateProjectMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useProjectForm(
    {
      name: data.name,
      slug: data.slug,
      description: data.description,
      visibility: data.visibility === 'PRIVATE' ? 'PRIVATE' : 'PUBLIC',
    },
    formRef,
  );
  // After a slug change the page comes back under its new address, told that it was saved.
  const location = useLocation();
  const [saved, setSaved] = useState(() => (location.state as { saved?: boolean } | null)?.saved === true);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight || !form.checkBlanks()) return;
    form.clearErrors();
    setSaved(false);
    update(
      data.id,
      { ...form.values, name: form.values.name.trim(), slug: form.values.slug.trim() },
      {
        onOutcome: (outcome) => {
          if (outcome.kind === 'rejected') return form.showServerErrors(outcome.errors);
          setSaved(true);
          if (outcome.result !== data.slug) void navigate(adminProjectPath(outcome.result), { replace: true, state: { saved: true } });
        },
        onError: form.setFailure,
      },
    );
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Project settings">
      <FormErrors errors={form.errors.form} failure={form.failure} notDone="The project was not changed." />
      {saved && (
        <MessageBar intent="success">
          <MessageBarBody>Saved.</MessageBarBody>
        </MessageBar>
      )}
      <ProjectFields
        values={form.values}
        errors={form.errors.fields}
        slugHint="Its address: /projects/slug. Links with the old slug keep working."
        onChange={(next) => {
          setSaved(false);
          form.setValues(next);
        }}
      />
      <Button className={styles.submit} type="submit" appearance="primary" disabled={isInFlight}>
        {isInFlight ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}
