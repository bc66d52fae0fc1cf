// People and their sign-ins: accounts, avatars, sessions, and what each read of a person may show of them.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.ts';

export type Role = 'ADMIN' | 'MEMBER' | 'VIEWER';

export interface UsersTable {
  id: Generated<number>;
  login: string;
  name: string;
  email: string;
  role: ColumnType<Role, Role | undefined, Role>;
  /** scrypt hash (see domain/passwords.ts); null for people who cannot sign in. */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  /** When they last signed in or used a session (written at most hourly, see domain/sessions.ts); null if never. */
  last_active_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When an admin deactivated the account (then it cannot sign in); null while active. */
  deactivated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When they uploaded the avatar they have (user_avatars); null: the generated one. */
  avatar_updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** An uploaded avatar, processed (domain/avatars.ts): a square WebP. */
export interface UserAvatarsTable {
  user_id: number;
  image: Uint8Array;
}

export interface SessionsTable {
  /** The session's public id (global id `Session:id`); the token's hash is the secret key. */
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  last_used_at: UpdatedAt;
  expires_at: Date;
  /** The User-Agent the session was opened with (at most 512 characters); null when none was sent. */
  user_agent: string | null;
}

/**
 * A person as every read that shows people has them: without the password's hash, which only signing in and
 * changing the password read (domain/accounts.ts, by its own query). `password_hash?: never` makes a whole row
 * (`selectAll`, `returningAll`) fail to type as one, so the hash cannot ride along into answers, loaders and caches.
 */
export type UserRow = Omit<Selectable<UsersTable>, 'password_hash'> & { readonly password_hash?: never };

/** The columns of UserRow, for `select` and `returning` (and userJsonOf, domain/userColumns.ts). */
export const USER_COLUMNS = [
  'id',
  'login',
  'name',
  'email',
  'role',
  'created_at',
  'last_active_at',
  'deactivated_at',
  'avatar_updated_at',
] as const satisfies readonly (keyof UserRow)[];

/** USER_COLUMNS named by table, for a query that joins `users` to another table. */
export const USERS_USER_COLUMNS = USER_COLUMNS.map((column) => `users.${column}` as const);

export type SessionRow = Selectable<SessionsTable>;
