// Query.node / Query.nodes: any object by its global id.
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import { canSeeSavedView, canSeeWorkspaceAdministration, requireViewer } from '../../domain/authorization.ts';
import { auditEntryById } from '../../domain/auditLog.ts';
import { notificationsOfViewer } from '../../domain/inbox.ts';
import { sessionOfViewer } from '../../domain/sessions.ts';
import { fromGlobalId } from '../globalId.ts';
import { readProjectAheadById } from '../projectReadAhead.ts';
import type { NodeResolvers, ResolversInterfaceTypes, ResolversTypes } from '../__generated__/resolvers-types.ts';
import { tagged } from '../typeTag.ts';

export const MAX_NODES = 100;

/** Any object with an id, tagged with its type. */
type NodeModel = ResolversInterfaceTypes<ResolversTypes>['Node'];

/**
 * The object a global id names, or null when the id is malformed, the object does not exist, or the viewer
 * may not see it (the three are indistinguishable, so a private project's contents never leak by id). Given the
 * field's `info` (`node`, not `nodes`), a project is read with the issue lists the query asks of it.
 */
export async function loadNode(context: Context, globalId: string, info?: GraphQLResolveInfo): Promise<NodeModel | null> {
  const viewer = requireViewer(context.viewer);
  const decoded = fromGlobalId(globalId);
  if (!decoded) return null;
  const { loaders } = context;
  const ifVisible = async <T>(row: T | null, projectId: (row: T) => Promise<number | null> | number | null): Promise<T | null> => {
    if (!row) return null;
    const id = await projectId(row);
    return id !== null && (await loaders.projectVisible.load(id)) ? row : null;
  };
  const projectOfIssue = async (issueId: number) => (await loaders.issue.load(issueId))?.project_id ?? null;
  switch (decoded.type) {
    case 'Project':
      if (info) await readProjectAheadById(context, viewer, decoded.id, info);
      return tagged('Project', await ifVisible(await loaders.project.load(decoded.id), (p) => p.id));
    case 'Issue':
      return tagged('Issue', await ifVisible(await loaders.issue.load(decoded.id), (i) => i.project_id));
    case 'Label':
      return tagged('Label', await ifVisible(await loaders.label.load(decoded.id), (l) => l.project_id));
    case 'Comment':
      return tagged('Comment', await ifVisible(await loaders.comment.load(decoded.id), (c) => projectOfIssue(c.issue_id)));
    case 'Attachment':
      return tagged('Attachment', await ifVisible(await loaders.attachment.load(decoded.id), (a) => projectOfIssue(a.issue_id)));
    case 'IssueEvent':
      return tagged('IssueEvent', await ifVisible(await loaders.issueEvent.load(decoded.id), (e) => projectOfIssue(e.issue_id)));
    // A back-link: seen by those who may see both the issue it is in and the issue it was written in.
    case 'IssueMention': {
      const mention = await ifVisible(await loaders.issueMention.load(decoded.id), (m) => projectOfIssue(m.issue_id));
      return tagged('IssueMention', await ifVisible(mention, (m) => projectOfIssue(m.source_issue_id)));
    }
    case 'SavedView': {
      const row = await loaders.savedView.load(decoded.id);
      return tagged('SavedView', row && canSeeSavedView(context.viewer, row) ? row : null);
    }
    // People are visible to everyone signed in to the workspace.
    case 'User':
      return tagged('User', await loaders.user.load(decoded.id));
    // The audit log's entries, to admins.
    case 'AuditEntry':
      return tagged('AuditEntry', await auditEntryById(context.db, requireViewer(context.viewer), decoded.id));
    // Sessions, to their owner only.
    case 'Session':
      return tagged('Session', (await sessionOfViewer(context.db, requireViewer(context.viewer), decoded.id)) ?? null);
    // Inbox entries, to their owner only, while they can see the issue.
    case 'Notification': {
      const [row] = await notificationsOfViewer(context.db, requireViewer(context.viewer), [decoded.id]);
      return tagged('Notification', row ?? null);
    }
    // Invitations, to admins (by id; whoever holds a link reads its own by token).
    case 'Invitation':
      return canSeeWorkspaceAdministration(context.viewer) ? tagged('Invitation', await loaders.invitation.load(decoded.id)) : null;
  }
}

export async function loadNodes(context: Context, ids: readonly string[]): Promise<(NodeModel | null)[]> {
  requireViewer(context.viewer);
  if (ids.length > MAX_NODES) {
    throw new GraphQLError(`\`ids\` may hold at most ${MAX_NODES} ids, got ${ids.length}.`, {
      extensions: { code: 'BAD_USER_INPUT', argument: 'ids' },
    });
  }
  return Promise.all(ids.map((id) => loadNode(context, id)));
}

export const Node: NodeResolvers<Context> = {
  __resolveType: (node) => node.__typename,
};
