import { Body1, Caption1, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PersonRow_user$key } from '../../../__generated__/PersonRow_user.graphql';
import { RelativeTime } from '../ui/RelativeTime';
import { UserAvatar } from '../users/UserAvatar';
import { describeRequestFailure } from './describeRequestFailure';
import { PersonActivation } from './PersonActivation';
import { PersonProjects } from './PersonProjects';
import { isRole, ROLE_NAMES, ROLES } from './roles';
import { useSetUserRoleMutation } from './useSetUserRoleMutation';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flex: '1 1 14rem', minWidth: 0 },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  role: { flex: '0 0 12rem' },
});

/**
 * A person of the workspace: who they are, when they were last active, their private projects (each can be
 * taken away), whether their account is active, and their role, which an admin can change (but not their own).
 */
export function PersonRow({ user, isViewer }: { user: PersonRow_user$key; isViewer: boolean }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment PersonRow_user on User @throwOnFieldError {
        id
        name
        login
        email
        role
        lastActiveAt
        ...UserAvatar_user
        ...PersonProjects_user
        ...PersonActivation_user
      }
    `,
    user,
  );
  const [setRole, isInFlight] = useSetUserRoleMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const role = isRole(data.role) ? data.role : null;
  return (
    <div className={styles.row}>
      <div className={styles.who}>
        <UserAvatar user={data} />
        <div className={styles.names}>
          <Body1>
            {data.name}
            {isViewer ? ' (you)' : ''}
          </Body1>
          <Caption1 className={styles.meta}>
            @{data.login}
            {data.email ? ` · ${data.email}` : ''}
          </Caption1>
          <Caption1 className={styles.meta}>
            {data.lastActiveAt == null ? (
              'Never signed in'
            ) : (
              <>
                Last active <RelativeTime dateTime={data.lastActiveAt} />
              </>
            )}
          </Caption1>
          <PersonProjects user={data} />
        </div>
      </div>
      <PersonActivation user={data} isViewer={isViewer} />
      <Field
        className={styles.role}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem ?? (isViewer ? "You can't change your own role." : undefined)}
      >
        <Select
          aria-label={`Role of ${data.name}`}
          value={role ?? ''}
          disabled={isViewer || isInFlight}
          onChange={(_, { value }) => {
            if (!isRole(value) || value === role) return;
            setProblem(null);
            setRole(data.id, value, {
              onOutcome: (outcome) => {
                if (outcome.kind === 'rejected') setProblem(outcome.errors.map((e) => e.message).join(' '));
              },
              onError: (error) => setProblem(describeRequestFailure(error, 'The role was not changed.')),
            });
          }}
        >
          {role === null && <option value="">Other role</option>}
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_NAMES[value]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
