import { Button, Caption1, Checkbox, Field, Input, Label, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { NewInvitationForm_query$key } from '../../../__generated__/NewInvitationForm_query.graphql';
import { FormErrors } from '../account/FormErrors';
import { sortUserErrors, withoutFieldError, type SortedUserErrors } from '../relay/userErrors';
import type { InvitationEmailDelivery } from '../../../__generated__/useCreateInvitationMutation.graphql';
import { InvitationLink } from './InvitationLink';
import { isRole, ROLE_DESCRIPTIONS, ROLE_NAMES, ROLES, type RoleValue } from './roles';
import { useCreateInvitationMutation } from './useCreateInvitationMutation';

const FIELDS = ['email', 'role', 'projectIds'] as const;
type InvitationField = (typeof FIELDS)[number];
const NO_ERRORS: SortedUserErrors<InvitationField> = { fields: {}, form: [] };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '36rem' },
  projects: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  hint: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
  submit: { alignSelf: 'flex-start' },
});

/** Invites someone by email address with a role and, optionally, private projects; then shows the link. */
/** `connectionId`: the `__id` of the invitations list on the page (InvitationList's), where a new one goes first. */
export function NewInvitationForm({ query, connectionId }: { query: NewInvitationForm_query$key; connectionId: string }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment NewInvitationForm_query on Query @throwOnFieldError {
        projects(first: 100) {
          edges {
            node {
              id
              name
              visibility
            }
          }
        }
      }
    `,
    query,
  );
  const privateProjects = data.projects.edges.map((edge) => edge.node).filter((project) => project.visibility === 'PRIVATE');
  const [create, isInFlight] = useCreateInvitationMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<RoleValue>('MEMBER');
  const [projectIds, setProjectIds] = useState<readonly string[]>([]);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [failure, setFailure] = useState<Error | null>(null);
  const [created, setCreated] = useState<{ token: string; email: string; emailDelivery: InvitationEmailDelivery | null } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  if (created) {
    return (
      <InvitationLink
        token={created.token}
        email={created.email}
        emailDelivery={created.emailDelivery}
        onDone={() => {
          setCreated(null);
          setEmail('');
          setProjectIds([]);
        }}
      />
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    setFailure(null);
    if (email.trim() === '') {
      setErrors({ fields: { email: 'Enter the email address of the person to invite.' }, form: [] });
      emailRef.current?.focus();
      return;
    }
    setErrors(NO_ERRORS);
    create(
      { email: email.trim(), role, projectIds, connectionId },
      {
        onOutcome: (outcome) => {
          if (outcome.kind === 'saved') setCreated(outcome.result);
          else {
            const sorted = sortUserErrors(outcome.errors, FIELDS);
            setErrors(sorted);
            if (sorted.fields.email) emailRef.current?.focus();
          }
        },
        onError: setFailure,
      },
    );
  };

  const state = (name: InvitationField) => ({
    validationState: errors.fields[name] ? ('error' as const) : ('none' as const),
    validationMessage: errors.fields[name],
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Invite someone">
      <FormErrors errors={errors.form} failure={failure} notDone="Nobody was invited." />
      <Field label="Email address" required hint="Their account will have this address." {...state('email')}>
        <Input
          ref={emailRef}
          type="email"
          name="email"
          value={email}
          onChange={(_, { value }) => {
            setEmail(value);
            setErrors((current) => withoutFieldError(current, 'email'));
          }}
        />
      </Field>
      <Field label="Role" hint={ROLE_DESCRIPTIONS[role]} {...state('role')}>
        <Select
          value={role}
          onChange={(_, { value }) => {
            if (isRole(value)) setRole(value);
            setErrors((current) => withoutFieldError(current, 'role'));
          }}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_NAMES[value]}
            </option>
          ))}
        </Select>
      </Field>
      {privateProjects.length > 0 && (
        // A group, not a Field: a Field would name every checkbox after its own label.
        <div className={styles.projects} role="group" aria-labelledby="invite-projects-label" aria-describedby="invite-projects-hint">
          <Label id="invite-projects-label">Private projects to join</Label>
          <Caption1 id="invite-projects-hint" className={styles.hint}>
            Everyone sees the other projects.
          </Caption1>
          {privateProjects.map((project) => (
            <Checkbox
              key={project.id}
              label={project.name}
              checked={projectIds.includes(project.id)}
              onChange={(_, { checked }) => {
                setProjectIds((ids) => (checked === true ? [...ids, project.id] : ids.filter((id) => id !== project.id)));
                setErrors((current) => withoutFieldError(current, 'projectIds'));
              }}
            />
          ))}
          {errors.fields.projectIds && (
            <Text role="alert" className={styles.error}>
              {errors.fields.projectIds}
            </Text>
          )}
        </div>
      )}
      <Button className={styles.submit} type="submit" appearance="primary" disabled={isInFlight}>
        {isInFlight ? 'Inviting…' : 'Create invitation link'}
      </Button>
    </form>
  );
}
