// The write matrix's rows for accounts: signing up and in, passwords, avatars, sessions and one's profile.
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { verifyPassword } from '../../../src/server/domain/passwords.ts';
import { hashToken, SESSION_COOKIE } from '../../../src/server/domain/sessions.ts';
import { DEMO_PASSWORD } from '../harness.ts';
import {
  type Actor,
  type Cell,
  type Expected,
  type RowMaker,
  type MutationName,
  SIGNED_IN,
  ITS_OWNER_ONLY,
  ANYONE,
  NOBODY,
  id,
  sessionRow,
} from './table.ts';

export const accountRows = {
  // Account mutations act on the asker's own account (`self`); the harness's workspace does not take sign-ups.
  signUp: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: NOBODY,
        prepare: async () => {
          const login = `newcomer-${f.next()}`;
          return {
            input: { email: `${login}@example.test`, name: login, login, password: 'a long enough password' },
            tookEffect: async () => assert.ok(await f.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirst()),
          };
        },
      },
    },
  }),

  signIn: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: ANYONE,
        prepare: async (actor) => {
          // Signing in ends the session the request came with: not the actor's usual one.
          const session = await f.freshSession(actor);
          const { email } = await f.db.selectFrom('users').select('email').where('id', '=', f.owner(actor)).executeTakeFirstOrThrow();
          return {
            input: { email, password: DEMO_PASSWORD },
            session,
            tookEffect: async (response) => {
              const token = new RegExp(`^${SESSION_COOKIE}=([^;]+);`).exec(response.headers.get('set-cookie') ?? '')?.[1];
              assert.ok(token, 'a session cookie is set');
              const row = await f.db.selectFrom('sessions').select('user_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
              assert.deepEqual(row, { user_id: f.owner(actor) });
              if (actor !== 'anonymous') assert.equal(await sessionRow(f, session), undefined, 'the session it came with has ended');
            },
          };
        },
      },
    },
  }),

  signOut: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: ANYONE,
        prepare: async (actor) => {
          const session = await f.freshSession(actor);
          return {
            input: {},
            session,
            tookEffect: async (response) => {
              assert.match(
                response.headers.get('set-cookie') ?? '',
                new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`),
                'the cookie is cleared',
              );
              assert.equal(await sessionRow(f, session), undefined, 'the session has ended');
            },
          };
        },
      },
    },
  }),

  changePassword: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: SIGNED_IN,
        prepare: async (actor) => {
          const userId = f.owner(actor);
          const { password_hash: previous } = await f.db
            .selectFrom('users')
            .select('password_hash')
            .where('id', '=', userId)
            .executeTakeFirstOrThrow();
          const newPassword = `another password ${f.next()}`;
          return {
            input: { currentPassword: DEMO_PASSWORD, newPassword },
            tookEffect: async () => {
              const { password_hash: hash } = await f.db
                .selectFrom('users')
                .select('password_hash')
                .where('id', '=', userId)
                .executeTakeFirstOrThrow();
              assert.ok(hash && (await verifyPassword(newPassword, hash)), 'the new password is the one stored');
            },
            cleanup: async () => {
              await f.db.updateTable('users').set({ password_hash: previous }).where('id', '=', userId).execute();
            },
          };
        },
      },
    },
  }),

  updateAvatar: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: SIGNED_IN,
        prepare: async (actor) => ({
          input: {},
          files: [{ name: 'me.png', type: 'image/png', bytes: await picture('png') }],
          tookEffect: async () => {
            const row = await f.db.selectFrom('user_avatars').select('image').where('user_id', '=', f.owner(actor)).executeTakeFirst();
            assert.ok(row && (await sharp(row.image).metadata()).format === 'webp', 'the picture is stored, as WebP');
          },
          cleanup: async () => {
            await f.db.deleteFrom('user_avatars').where('user_id', '=', f.owner(actor)).execute();
            await f.db.updateTable('users').set({ avatar_updated_at: null }).where('id', '=', f.owner(actor)).execute();
          },
        }),
      },
    },
  }),

  removeAvatar: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: SIGNED_IN,
        prepare: async (actor) => {
          const userId = f.owner(actor);
          await f.db
            .insertInto('user_avatars')
            .values({ user_id: userId, image: await picture('webp') })
            .execute();
          await f.db.updateTable('users').set({ avatar_updated_at: new Date() }).where('id', '=', userId).execute();
          return {
            input: {},
            tookEffect: async () => {
              assert.equal(
                await f.db.selectFrom('user_avatars').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
                undefined,
              );
            },
            cleanup: async () => {
              await f.db.deleteFrom('user_avatars').where('user_id', '=', userId).execute();
              await f.db.updateTable('users').set({ avatar_updated_at: null }).where('id', '=', userId).execute();
            },
          };
        },
      },
    },
  }),

  // `self` ends another session of the actor's own; `others` names a session of ada's, which nobody else may see.
  signOutSession: (f) => {
    const cell = (expected: Expected, ownerOf: (actor: Actor) => Actor): Cell => ({
      expected,
      prepare: async (actor) => {
        const owner = ownerOf(actor);
        const target = await f.server.sessionOf(f.owner(owner));
        const sessionId = (await sessionRow(f, target))?.id ?? 0;
        return {
          input: { sessionId: id('Session', sessionId) },
          tookEffect: async () => {
            assert.equal(await sessionRow(f, target), undefined, 'the session named has ended');
            assert.ok(await sessionRow(f, f.sessions[actor]), 'the one the request came with goes on');
          },
        };
      },
    });
    return {
      targetField: 'sessionId',
      targets: {
        self: cell(SIGNED_IN, (actor) => actor),
        others: cell(ITS_OWNER_ONLY, () => 'anonymous'),
      },
    };
  },

  signOutOtherSessions: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: SIGNED_IN,
        prepare: async (actor) => {
          const other = await f.server.sessionOf(f.owner(actor));
          const someoneElses = await f.server.sessionOf(f.users.ada);
          return {
            input: {},
            tookEffect: async () => {
              assert.equal(await sessionRow(f, other), undefined, 'the other session has ended');
              assert.ok(await sessionRow(f, f.sessions[actor]), 'the one the request came with goes on');
              assert.ok(await sessionRow(f, someoneElses), "someone else's session goes on");
            },
          };
        },
      },
    },
  }),

  // Another user's account (a fresh member, active for deactivateUser, deactivated for reactivateUser), or one's own.
  // One's own name: there is no other target.
  updateProfile: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: SIGNED_IN,
        prepare: async (actor) => {
          const name = `Renamed ${actor} ${f.next()}`;
          return {
            input: { name },
            tookEffect: async () =>
              assert.equal(
                (await f.db.selectFrom('users').select('name').where('id', '=', f.owner(actor)).executeTakeFirstOrThrow()).name,
                name,
              ),
          };
        },
      },
    },
  }),
} satisfies Partial<Record<MutationName, RowMaker>>;

/** A small picture in `format`, made by sharp. */
async function picture(format: 'png' | 'webp'): Promise<Uint8Array> {
  const image = sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } });
  return new Uint8Array(await (format === 'png' ? image.png() : image.webp()).toBuffer());
}
