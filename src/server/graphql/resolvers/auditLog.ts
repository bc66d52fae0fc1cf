// The audit log as the API shows it: entries with the people, project and invitation they name.
import type { AuditEntryConnectionResolvers, AuditEntryResolvers, QueryResolvers } from '../__generated__/resolvers-types.ts';
import { listAuditEntries } from '../../domain/auditLog.ts';
import { requireViewer } from '../../domain/authorization.ts';
import { pageRequest } from '../../domain/pagination.ts';
import { keyOf, toGlobalId } from '../globalId.ts';

export const AuditEntry: AuditEntryResolvers = {
  id: (entry) => toGlobalId('AuditEntry', entry.id),
  at: (entry) => entry.at,
  action: (entry) => entry.action,
  actor: (entry, _, { loaders }) => (entry.actor_id === null ? null : loaders.user.load(entry.actor_id)),
  user: (entry, _, { loaders }) => (entry.user_id === null ? null : loaders.user.load(entry.user_id)),
  project: (entry, _, { loaders }) => (entry.project_id === null ? null : loaders.project.load(entry.project_id)),
  invitation: (entry, _, { loaders }) => (entry.invitation_id === null ? null : loaders.invitation.load(entry.invitation_id)),
  email: (entry) => entry.email,
  from: (entry) => entry.from_value,
  to: (entry) => entry.to_value,
  address: (entry) => entry.address,
};

export const AuditEntryConnection: AuditEntryConnectionResolvers = {
  edges: async (connection) => (await connection.page()).edges,
  pageInfo: async (connection) => (await connection.page()).pageInfo,
  totalCount: (connection) => connection.totalCount(),
};

export const auditLog: QueryResolvers['auditLog'] = (_, { first, after, action, actorId }, { db, viewer }) =>
  listAuditEntries(
    db,
    requireViewer(viewer),
    // An id that names nobody filters everything out, as a person who did nothing would.
    { action: action ?? null, actorId: actorId == null ? null : (keyOf(actorId, 'User') ?? 'unknown') },
    pageRequest(first, after),
  );
