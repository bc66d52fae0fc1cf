// The workspace's settings, kept in the database (one row) and changed by admins from the browser.
// Who may sign up: ANYONE, INVITED_ONLY (the default) or NOBODY. TRIAGE_ALLOW_SIGNUP, when set, fixes it
// (1: anyone, 0: invited only) over the stored value, and the admin page says so (README "Who can sign up").
import type { DB } from '../db/database.ts';
import type { SignUpPolicy } from '../db/tables/administration.ts';
import { recordAudit } from './auditLog.ts';
import { isAdmin } from './authorization.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { Viewer } from './viewer.ts';

/** TRIAGE_ALLOW_SIGNUP: true or false when set, null when not (then the database decides). */
export type SignUpOverride = boolean | null;

export interface SignUpSetting {
  readonly policy: SignUpPolicy;
  /** Whether TRIAGE_ALLOW_SIGNUP fixes the policy. */
  readonly fixedByServer: boolean;
}

export async function signUpSetting(db: DB, override: SignUpOverride): Promise<SignUpSetting> {
  if (override !== null) return { policy: override ? 'ANYONE' : 'INVITED_ONLY', fixedByServer: true };
  const row = await db.selectFrom('workspace_settings').select('sign_up_policy').where('id', '=', 1).executeTakeFirst();
  return { policy: row?.sign_up_policy ?? 'INVITED_ONLY', fixedByServer: false };
}

export interface WorkspaceSettingsCommand {
  readonly signUpPolicy: SignUpPolicy | null | undefined;
}

export async function updateWorkspaceSettings(
  db: DB,
  viewer: Viewer,
  override: SignUpOverride,
  command: WorkspaceSettingsCommand,
): Promise<{ ok: true } | { errors: readonly UserErrorModel[] }> {
  if (!isAdmin(viewer)) return { errors: [userError(null, 'FORBIDDEN', 'Only admins can do this.')] };
  if (command.signUpPolicy == null) return { ok: true };
  if (override !== null) {
    return {
      errors: [userError('signUpPolicy', 'INVALID', 'The server fixes who can sign up (TRIAGE_ALLOW_SIGNUP); unset it to choose here.')],
    };
  }
  const policy = command.signUpPolicy;
  await db.transaction().execute(async (trx) => {
    // The row, created if missing, locked: two admins changing it at once record what each changed.
    await trx
      .insertInto('workspace_settings')
      .values({ id: 1 })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const before = await trx
      .selectFrom('workspace_settings')
      .select('sign_up_policy')
      .where('id', '=', 1)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (before.sign_up_policy === policy) return;
    await trx.updateTable('workspace_settings').set({ sign_up_policy: policy }).where('id', '=', 1).execute();
    await recordAudit(trx, { action: 'SIGN_UP_POLICY_CHANGED', actorId: viewer?.id ?? null, from: before.sign_up_policy, to: policy });
  });
  return { ok: true };
}
