// What every signed-in person changes about themselves: their display name.
import type { DB } from '../db/database.ts';
import { USER_COLUMNS, type UserRow } from '../db/tables/accounts.ts';
import { NAME_MAX_LENGTH } from './accounts.ts';
import { checkText } from './text.ts';
import type { UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

/** Changes the viewer's display name: 1 to NAME_MAX_LENGTH characters on one line, as at sign-up. */
export async function updateProfile(
  db: DB,
  viewer: SignedIn,
  name: string,
): Promise<{ user: UserRow } | { errors: readonly UserErrorModel[] }> {
  const checked = checkText(name, { field: 'name', label: 'Name', required: true, maxLength: NAME_MAX_LENGTH, singleLine: true });
  if ('error' in checked) return { errors: [checked.error] };
  const user = await db
    .updateTable('users')
    .set({ name: checked.value })
    .where('id', '=', viewer.id)
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
  return { user };
}
