import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { AuditFilters_query$key } from '../../../__generated__/AuditFilters_query.graphql';
import { AUDIT_ACTION_NAMES } from './auditActionNames';
import { auditLogPath } from '../paths';
import { AUDIT_ACTIONS, auditFiltersFrom, type AuditFilters as Filters } from './auditFilterParams';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  field: { flex: '1 1 14rem', maxWidth: '20rem' },
});

/** Which entries to show: one kind of action, what one person did. Each choice is a new address (Back undoes it). */
export function AuditFilters({ query, filters }: { query: AuditFilters_query$key; filters: Filters }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment AuditFilters_query on Query @throwOnFieldError {
        users(first: 100) {
          edges {
            node {
              id
              name
              login
            }
          }
        }
      }
    `,
    query,
  );
  const people = data.users.edges.map(({ node }) => node);
  const go = (next: Filters) => void navigate(auditLogPath(next));
  return (
    <div className={styles.root} role="search" aria-label="Filter the audit log">
      <Field label="Action" className={styles.field}>
        <Select
          value={filters.action ?? ''}
          onChange={(_, { value }) => go({ ...filters, action: auditFiltersFrom(new URLSearchParams({ action: value })).action })}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_NAMES[action]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Done by" className={styles.field}>
        <Select value={filters.actorId ?? ''} onChange={(_, { value }) => go({ ...filters, actorId: value === '' ? null : value })}>
          <option value="">Anyone</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} (@{person.login})
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
