// Who is asking: the signed-in user (their id and workspace role), or nobody.
import type { Role } from '../db/tables/accounts.ts';

export interface SignedIn {
  readonly id: number;
  readonly role: Role;
}

export type Viewer = SignedIn | null;
