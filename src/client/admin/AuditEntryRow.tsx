import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AuditEntryRow_entry$data, AuditEntryRow_entry$key } from '../../../__generated__/AuditEntryRow_entry.graphql';
import { RelativeTime } from '../ui/RelativeTime';
import { isRole, ROLE_NAMES } from './roles';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  meta: { color: tokens.colorNeutralForeground2 },
});

const POLICY_NAMES: Readonly<Record<string, string>> = { ANYONE: 'anyone', INVITED_ONLY: 'invited people only', NOBODY: 'nobody' };
const VISIBILITY_NAMES: Readonly<Record<string, string>> = { PUBLIC: 'everyone in the workspace', PRIVATE: 'its members only' };

type Entry = AuditEntryRow_entry$data;

const role = (value: string | null | undefined) => (value && isRole(value) ? ROLE_NAMES[value] : (value ?? 'unknown'));
const who = (person: Entry['actor']) => <Text weight="semibold">{person ? person.name : 'someone no longer known'}</Text>;
const project = (entry: Entry) => <Text weight="semibold">{entry.project?.name ?? 'a project'}</Text>;

/** What happened, in a sentence that names who did it to whom. */
function sentence(entry: Entry): ReactNode {
  const actor = who(entry.actor);
  switch (entry.action) {
    case 'ROLE_CHANGED':
      return (
        <>
          {actor} changed {who(entry.user)}’s role from {role(entry.from)} to {role(entry.to)}
        </>
      );
    case 'INVITATION_CREATED':
      return (
        <>
          {actor} invited {entry.email} as {role(entry.to)}
        </>
      );
    case 'INVITATION_REVOKED':
      return (
        <>
          {actor} revoked the invitation of {entry.email}
        </>
      );
    case 'INVITATION_ACCEPTED':
      return (
        <>
          {who(entry.user)} joined through the invitation of {entry.email}, as {role(entry.to)}
        </>
      );
    case 'PROJECT_CREATED':
      return (
        <>
          {actor} created {project(entry)}, visible to {VISIBILITY_NAMES[entry.to ?? ''] ?? entry.to}
        </>
      );
    case 'PROJECT_VISIBILITY_CHANGED':
      return (
        <>
          {actor} made {project(entry)} visible to {VISIBILITY_NAMES[entry.to ?? ''] ?? entry.to} (was{' '}
          {VISIBILITY_NAMES[entry.from ?? ''] ?? entry.from})
        </>
      );
    case 'PROJECT_ARCHIVED':
      return (
        <>
          {actor} archived {project(entry)}
        </>
      );
    case 'PROJECT_UNARCHIVED':
      return (
        <>
          {actor} unarchived {project(entry)}
        </>
      );
    case 'USER_DEACTIVATED':
      return (
        <>
          {actor} deactivated {who(entry.user)}’s account
        </>
      );
    case 'USER_REACTIVATED':
      return (
        <>
          {actor} reactivated {who(entry.user)}’s account
        </>
      );
    case 'SIGN_UP_POLICY_CHANGED':
      return (
        <>
          {actor} changed who can sign up from {POLICY_NAMES[entry.from ?? ''] ?? entry.from} to {POLICY_NAMES[entry.to ?? ''] ?? entry.to}
        </>
      );
    case 'SIGN_IN_LOCKED':
      return (
        <>
          Sign-in as {entry.email} failed repeatedly from {entry.address}: refused there for 15 minutes
        </>
      );
    default:
      return <>An action this version does not know</>;
  }
}

/** One line of the audit log: what happened and when. */
export function AuditEntryRow({ entry }: { entry: AuditEntryRow_entry$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment AuditEntryRow_entry on AuditEntry @throwOnFieldError {
        at
        action
        actor {
          name
        }
        user {
          name
        }
        project {
          name
        }
        email
        from
        to
        address
      }
    `,
    entry,
  );
  return (
    <li className={styles.row}>
      <Text>{sentence(data)}</Text>
      <Caption1 className={styles.meta}>
        <RelativeTime dateTime={data.at} />
      </Caption1>
    </li>
  );
}
