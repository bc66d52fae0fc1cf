// The audit log's filters live in its address (`/admin/audit?action=ROLE_CHANGED&actor=<id>`): the route's
// loader reads them to preload the page, a filtered view can be shared, and Back returns to the one before.
import type { AuditAction } from '../../../__generated__/AdminAuditPageQuery.graphql';
import { ADMIN_AUDIT_PATH } from './adminPaths';

export type KnownAuditAction = Exclude<AuditAction, '%future added value'>;

export const AUDIT_ACTIONS: readonly KnownAuditAction[] = [
  'ROLE_CHANGED',
  'INVITATION_CREATED',
  'INVITATION_REVOKED',
  'INVITATION_ACCEPTED',
  'PROJECT_CREATED',
  'PROJECT_VISIBILITY_CHANGED',
  'PROJECT_ARCHIVED',
  'PROJECT_UNARCHIVED',
  'USER_DEACTIVATED',
  'USER_REACTIVATED',
  'SIGN_UP_POLICY_CHANGED',
  'SIGN_IN_LOCKED',
];

export interface AuditFilters {
  readonly action: KnownAuditAction | null;
  /** A user's global id. */
  readonly actorId: string | null;
}

function isAuditAction(value: string | null): value is KnownAuditAction {
  return value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** The filters an address asks for; an unknown action is no filter. */
export function auditFiltersFrom(searchParams: URLSearchParams): AuditFilters {
  const action = searchParams.get('action');
  const actor = searchParams.get('actor');
  return { action: isAuditAction(action) ? action : null, actorId: actor && actor.length <= 64 ? actor : null };
}

/** The audit log's address with these filters. */
export function auditPath({ action, actorId }: AuditFilters): string {
  const params = new URLSearchParams();
  if (action) params.set('action', action);
  if (actorId) params.set('actor', actorId);
  const search = params.toString();
  return search ? `${ADMIN_AUDIT_PATH}?${search}` : ADMIN_AUDIT_PATH;
}
