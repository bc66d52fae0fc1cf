// What the server keeps to bound and repeat requests safely: failed sign-ins and sign-ups (rate limits), the
// bytes each person uploaded (the daily allowance) and the answers of idempotent mutations.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

export interface SignInFailuresTable {
  id: Generated<number>;
  account: string;
  address: string;
  at: CreatedAt;
}

export interface SignUpFailuresTable {
  id: Generated<number>;
  address: string;
  at: CreatedAt;
}

/** One upload's bytes, counted by the daily upload allowance (domain/uploadAllowance.ts). */
export interface UploadsByPersonTable {
  id: Generated<string>;
  user_id: number;
  bytes: ColumnType<string, number, number>;
  uploaded_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  fingerprint: string;
  /** The first answer, as JSON; null while its request runs. */
  response: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
}
