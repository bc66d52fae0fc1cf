// Query.node / Query.nodes: any object by its global id.
import { GraphQLError } from 'graphql';
import type { Context } from '../context.ts';
import { fromGlobalId } from '../globalId.ts';
import type { AttachmentModel, CommentModel, IssueModel, LabelModel, ProjectModel, UserModel } from '../models.ts';
import type { NodeResolvers } from '../__generated__/resolvers-types.ts';

export const MAX_NODES = 100;

export type NodeModel = ProjectModel | IssueModel | UserModel | LabelModel | CommentModel | AttachmentModel;

/** The object a global id names, or null when the id is malformed or the object does not exist. */
export async function loadNode(context: Context, globalId: string): Promise<NodeModel | null> {
  const decoded = fromGlobalId(globalId);
  if (!decoded) return null;
  const { loaders } = context;
  switch (decoded.type) {
    case 'Project': return loaders.project.load(decoded.id);
    case 'Issue': return loaders.issue.load(decoded.id);
    case 'User': return loaders.user.load(decoded.id);
    case 'Label': return loaders.label.load(decoded.id);
    case 'Comment': return loaders.comment.load(decoded.id);
    case 'Attachment': return loaders.attachment.load(decoded.id);
  }
}

export async function loadNodes(context: Context, ids: readonly string[]): Promise<(NodeModel | null)[]> {
  if (ids.length > MAX_NODES) {
    throw new GraphQLError(`\`ids\` may hold at most ${MAX_NODES} ids, got ${ids.length}.`, {
      extensions: { code: 'BAD_USER_INPUT', argument: 'ids' },
    });
  }
  return Promise.all(ids.map((id) => loadNode(context, id)));
}

// Each table has a column no other has, which tells the rows apart.
export const Node: NodeResolvers<Context> = {
  __resolveType(node) {
    if ('slug' in node) return 'Project';
    if ('login' in node) return 'User';
    if ('color' in node) return 'Label';
    if ('sha256' in node) return 'Attachment';
    if ('issue_id' in node) return 'Comment';
    return 'Issue';
  },
};
