// Opaque global ids (Relay server specification): base64url of "Type:primaryKey". Clients must not parse
// them; the server decodes and validates every one it receives.
export const nodeTypes = [
  'Project',
  'Issue',
  'User',
  'Label',
  'Comment',
  'Attachment',
  'IssueEvent',
  'IssueMention',
  'SavedView',
  'Invitation',
  'Session',
  'AuditEntry',
  'Notification',
] as const;
export type NodeType = (typeof nodeTypes)[number];

export interface DecodedGlobalId {
  readonly type: NodeType;
  readonly id: number;
}

export function toGlobalId(type: NodeType, id: number): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');
}

/** The type and key of a global id, or null when it is not one of ours. */
export function fromGlobalId(globalId: string): DecodedGlobalId | null {
  if (globalId.length === 0 || globalId.length > 64 || !/^[A-Za-z0-9_-]+$/.test(globalId)) return null;
  const match = /^([A-Za-z]+):([1-9][0-9]{0,9})$/.exec(Buffer.from(globalId, 'base64url').toString('utf8'));
  if (!match) return null;
  const type = nodeTypes.find((t) => t === match[1]);
  const id = Number(match[2]);
  if (!type || id > 2_147_483_647) return null;
  return { type, id };
}

/** The key of a global id that must name an object of `type`, or null. */
export function keyOf(globalId: string, type: NodeType): number | null {
  const decoded = fromGlobalId(globalId);
  return decoded?.type === type ? decoded.id : null;
}
