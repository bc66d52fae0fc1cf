// Accounts: signing up, signing in (rate-limited), changing a password.
import type { DB } from '../db/database.ts';
import { USER_COLUMNS, type UserRow } from '../db/tables/accounts.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { DEACTIVATED_MESSAGE } from './deactivation.ts';
import { decoyHash, hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from './passwords.ts';
import { clearSignInFailures, forgetSignUpAttempt, noteSignInFailure, reserveSignInAttempt, reserveSignUpAttempt } from './rateLimit.ts';
import { createSession, endOtherSessions } from './sessions.ts';
import { checkText } from './text.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';
import { signUpSetting, type SignUpOverride } from './workspaceSettings.ts';

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const LOGIN_MIN_LENGTH = 2;
export const LOGIN_MAX_LENGTH = 39;

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
const LOGIN = new RegExp(`^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){${LOGIN_MIN_LENGTH - 1},${LOGIN_MAX_LENGTH - 1}}$`);

export type SignedInResult = { readonly user: UserRow; readonly token: string } | { readonly errors: readonly UserErrorModel[] };

export function checkPassword(field: string, password: string): UserErrorModel | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return userError(field, 'INVALID', `Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (password.length > PASSWORD_MAX_LENGTH) return userError(field, 'TOO_LONG', `Use at most ${PASSWORD_MAX_LENGTH} characters.`);
  return undefined;
}

/**
 * Whether anyone may sign up without an invitation: when the policy is ANYONE, and always while the
 * workspace has no account at all (its first account becomes its admin).
 */
export async function signUpAllowed(db: DB, override: SignUpOverride): Promise<boolean> {
  if ((await signUpSetting(db, override)).policy === 'ANYONE') return true;
  const anyone = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return anyone === undefined;
}

/** The checks of a new account's address: the message for `field`, if it is wrong. */
export function checkEmail(field: string, raw: string): { email: string } | { error: UserErrorModel } {
  const email = raw.trim().toLowerCase();
  if (email.length === 0) return { error: userError(field, 'REQUIRED', "Email can't be blank.") };
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email))
    return { error: userError(field, 'INVALID', 'Enter an email address such as ada@example.com.') };
  return { email };
}

export async function emailTaken(db: DB, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewAccountFields {
  readonly name: string;
  readonly login: string;
  readonly password: string;
}

/** The name, login and password of a new account, checked (the address is checked by the caller). */
export function checkNewAccount(command: NewAccountFields): { name: string } | { errors: UserErrorModel[] } {
  const errors: UserErrorModel[] = [];
  const name = checkText(command.name, { field: 'name', label: 'Name', required: true, maxLength: NAME_MAX_LENGTH, singleLine: true });
  if ('error' in name) errors.push(name.error);
  if (!LOGIN.test(command.login))
    errors.push(
      userError('login', 'INVALID', `Use ${LOGIN_MIN_LENGTH} to ${LOGIN_MAX_LENGTH} letters, digits or single hyphens, not at either end.`),
    );
  const passwordError = checkPassword('password', command.password);
  if (passwordError) errors.push(passwordError);
  return errors.length > 0 || 'error' in name ? { errors } : { name: name.value };
}

export async function loginTaken(db: DB, login: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['login']), '=', login.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export interface SignUpCommand extends NewAccountFields {
  readonly email: string;
  /** The client's network address, for the per-address limit. */
  readonly address: string;
  /** The browser's User-Agent, to name the new session's device. */
  readonly userAgent: string | null;
}

/**
 * Said of an address that is malformed *and* of one that already has an account: sign-up must not tell
 * strangers who has an account here (emails are hidden from everyone but admins).
 */
export const EMAIL_UNUSABLE = 'This email address cannot be used to sign up. Check it; if you already have an account, sign in.';

const SIGN_UP_RATE_LIMITED = userError(
  null,
  'RATE_LIMITED',
  'Too many sign-up attempts from your network. Wait 15 minutes, then try again.',
);

export async function signUp(db: DB, command: SignUpCommand, override: SignUpOverride): Promise<SignedInResult> {
  if (!(await signUpAllowed(db, override))) {
    return { errors: [userError(null, 'FORBIDDEN', 'This workspace does not take sign-ups; ask an admin for an invitation.')] };
  }
  const errors: UserErrorModel[] = [];
  const email = checkEmail('email', command.email);
  if ('error' in email) errors.push(userError('email', 'INVALID', EMAIL_UNUSABLE));
  const fields = checkNewAccount(command);
  if ('errors' in fields) errors.push(...fields.errors);
  if (errors.length > 0 || 'error' in email || 'errors' in fields) return { errors };

  const attempt = await reserveSignUpAttempt(db, command.address);
  if (attempt === null) return { errors: [SIGN_UP_RATE_LIMITED] };
  const taken = async () => [
    ...((await emailTaken(db, email.email)) ? [userError('email', 'INVALID', EMAIL_UNUSABLE)] : []),
    ...((await loginTaken(db, command.login)) ? [userError('login', 'TAKEN', 'This login is taken.')] : []),
  ];
  const refused = await taken();
  if (refused.length > 0) return { errors: refused }; // counted already

  const passwordHash = await hashPassword(command.password);
  let user: UserRow;
  try {
    user = await db.transaction().execute(async (trx) => {
      // The first account of a new workspace administers it.
      const first = (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;
      return trx
        .insertInto('users')
        .values({
          email: email.email,
          name: fields.name,
          login: command.login,
          password_hash: passwordHash,
          role: first ? 'ADMIN' : 'MEMBER',
        })
        .returning(USER_COLUMNS)
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    // The same address or login signed up at the same moment: answered as if it had been first.
    if (isUniqueViolation(error)) return { errors: await taken() };
    throw error;
  }
  await forgetSignUpAttempt(db, attempt);
  return { user, token: await createSession(db, user.id, command.userAgent) };
}

export interface SignInCommand {
  readonly email: string;
  readonly password: string;
  /** The client's network address, for the per-address limit. */
  readonly address: string;
  /** The browser's User-Agent, to name the new session's device. */
  readonly userAgent: string | null;
}

export async function signIn(db: DB, command: SignInCommand): Promise<SignedInResult> {
  const account = command.email.trim().toLowerCase().slice(0, EMAIL_MAX_LENGTH);
  const invalid = { errors: [userError(null, 'INVALID_CREDENTIALS', 'Check the email address and the password, then try again.')] };
  if (!(await reserveSignInAttempt(db, account, command.address))) {
    return { errors: [userError(null, 'RATE_LIMITED', 'Too many attempts. Wait 15 minutes, then try again.')] };
  }
  const user =
    account.length > 0 && command.password.length <= PASSWORD_MAX_LENGTH
      ? await db
          .selectFrom('users')
          .select([...USER_COLUMNS, 'password_hash'])
          .where((eb) => eb(eb.fn('lower', ['email']), '=', account))
          .executeTakeFirst()
      : undefined;
  // Hash even when there is no such account, so the answer takes as long either way.
  const ok = await verifyPassword(command.password.slice(0, PASSWORD_MAX_LENGTH), user?.password_hash ?? (await decoyHash()));
  if (!user || !user.password_hash || !ok) {
    // Counted already; the audit log hears of it once the account's limit is reached.
    await noteSignInFailure(db, account, command.address);
    return invalid;
  }
  await clearSignInFailures(db, account);
  // Said only to whoever knows the password: the account's owner.
  if (user.deactivated_at !== null) return { errors: [userError(null, 'FORBIDDEN', DEACTIVATED_MESSAGE)] };
  const { password_hash: _hash, ...person } = user;
  return { user: person, token: await createSession(db, user.id, command.userAgent) };
}

export type ChangePasswordResult = { readonly user: UserRow } | { readonly errors: readonly UserErrorModel[] };

export async function changePassword(
  db: DB,
  viewer: SignedIn,
  current: string,
  next: string,
  address: string,
  keepToken: string | undefined,
): Promise<ChangePasswordResult> {
  const user = await db.selectFrom('users').select(['email', 'password_hash']).where('id', '=', viewer.id).executeTakeFirstOrThrow();
  // Counted under the account's sign-in name, so guesses here and at sign-in share one limit.
  const account = user.email.toLowerCase();
  if (!(await reserveSignInAttempt(db, account, address))) {
    return { errors: [userError(null, 'RATE_LIMITED', 'Too many attempts. Wait 15 minutes, then try again.')] };
  }
  if (!user.password_hash || current.length > PASSWORD_MAX_LENGTH || !(await verifyPassword(current, user.password_hash))) {
    // Counted already; the audit log hears of it once the account's limit is reached.
    await noteSignInFailure(db, account, address);
    return { errors: [userError('currentPassword', 'INVALID_CREDENTIALS', 'The current password is wrong.')] };
  }
  await clearSignInFailures(db, account);
  const problem = checkPassword('newPassword', next);
  if (problem) return { errors: [problem] };
  const updated = await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(next) })
    .where('id', '=', viewer.id)
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
  await endOtherSessions(db, viewer.id, keepToken);
  return { user: updated };
}

/** The name behind a login, for its avatar; undefined when nobody has it. */
export async function personByLogin(db: DB, login: string): Promise<Pick<UserRow, 'login' | 'name'> | undefined> {
  if (login.length > LOGIN_MAX_LENGTH) return undefined;
  return db.selectFrom('users').select(['login', 'name']).where('login', '=', login).executeTakeFirst();
}
