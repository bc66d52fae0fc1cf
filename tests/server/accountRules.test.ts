// The rules of accounts that need no database, called directly: a new account's password, address, name and login
// (accounts.ts), session tokens (sessions.ts), an invitation's state (invitations.ts) and an avatar's format
// (avatars.ts). The suites that show them through the API (accounts, sessions, invitationMail, avatars) start a
// seeded server each; these pin each rule at its edges in about a second (README "Mutation testing").
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import type { InvitationRow } from '../../src/server/db/tables/invitations.ts';
import type { SessionRow } from '../../src/server/db/tables/accounts.ts';
import { checkEmail, checkNewAccount, checkPassword, EMAIL_MAX_LENGTH } from '../../src/server/domain/accounts.ts';
import { imageFormatOf } from '../../src/server/domain/avatars.ts';
import { invitationState } from '../../src/server/domain/invitations.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/server/domain/passwords.ts';
import { hashToken, isSessionOfToken } from '../../src/server/domain/sessions.ts';

describe('checkPassword', () => {
  test('12 characters are enough and 256 the most; one under or over is refused with its code and message', () => {
    assert.equal(PASSWORD_MIN_LENGTH, 12);
    assert.equal(PASSWORD_MAX_LENGTH, 256);
    assert.equal(checkPassword('password', 'p'.repeat(12)), undefined);
    assert.equal(checkPassword('password', 'p'.repeat(256)), undefined);
    assert.deepEqual(checkPassword('newPassword', 'p'.repeat(11)), {
      field: ['newPassword'],
      code: 'INVALID',
      message: 'Use at least 12 characters.',
    });
    assert.deepEqual(checkPassword('password', 'p'.repeat(257)), {
      field: ['password'],
      code: 'TOO_LONG',
      message: 'Use at most 256 characters.',
    });
    assert.equal(checkPassword('password', '')?.code, 'INVALID');
  });
});

describe('checkEmail', () => {
  const invalid = {
    error: { field: ['email'], code: 'INVALID', message: 'Enter an email address such as ada@example.com.' },
  };

  test('blanks around it go and it is kept in lower case', () => {
    assert.deepEqual(checkEmail('email', '  Ada.Lovelace@Example.COM \n'), { email: 'ada.lovelace@example.com' });
    assert.deepEqual(checkEmail('email', 'a@b.c.d'), { email: 'a@b.c.d' });
  });

  test('an empty or blank address is required, under the field named', () => {
    for (const raw of ['', '   ', '\t\n'])
      assert.deepEqual(checkEmail('invitee', raw), { error: { field: ['invitee'], code: 'REQUIRED', message: "Email can't be blank." } });
  });

  test('254 characters are the most, counted after trimming', () => {
    assert.equal(EMAIL_MAX_LENGTH, 254);
    const longest = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    assert.equal(longest.length, 254);
    assert.deepEqual(checkEmail('email', ` ${longest} `), { email: longest });
    assert.deepEqual(checkEmail('email', `${'a'.repeat(64)}@${'b'.repeat(186)}.com`), invalid);
  });

  test('the part before @ is 1 to 64 characters', () => {
    assert.deepEqual(checkEmail('email', `${'a'.repeat(64)}@example.com`), { email: `${'a'.repeat(64)}@example.com` });
    assert.deepEqual(checkEmail('email', `${'a'.repeat(65)}@example.com`), invalid);
    assert.deepEqual(checkEmail('email', 'x@example.com'), { email: 'x@example.com' });
    assert.deepEqual(checkEmail('email', '@example.com'), invalid);
  });

  test('the domain has two or more dotted parts, each not empty', () => {
    for (const raw of ['ada@example', 'ada@.example.com', 'ada@example.', 'ada@example..com', 'ada@@example.com', 'ada@example@x.com'])
      assert.deepEqual(checkEmail('email', raw), invalid, raw);
    assert.deepEqual(checkEmail('email', 'ada@mail.example.org'), { email: 'ada@mail.example.org' });
  });

  test('no blank or @ anywhere inside, before or after a valid address', () => {
    for (const raw of [
      'ada lovelace@example.com',
      'ada@exam ple.com',
      'ada@example.com x',
      'x ada@example.com',
      'ada@example.c\tm',
      'a@da@example.com',
    ])
      assert.deepEqual(checkEmail('email', raw), invalid, raw);
  });
});

describe('checkNewAccount', () => {
  const good = { name: '  Ada Lovelace ', login: 'ada', password: 'correct horse battery' };

  test('a good account gives its name, trimmed', () => {
    assert.deepEqual(checkNewAccount(good), { name: 'Ada Lovelace' });
  });

  test('logins of 2 to 39 letters, digits and single hyphens, not at either end', () => {
    for (const login of ['ab', 'A9', '7x', 'a-b', 'a-b-c', 'x'.repeat(39), 'Ab-9'])
      assert.deepEqual(checkNewAccount({ ...good, login }), { name: 'Ada Lovelace' }, login);
    const loginError = {
      field: ['login'],
      code: 'INVALID',
      message: 'Use 2 to 39 letters, digits or single hyphens, not at either end.',
    };
    for (const login of ['', 'a', 'x'.repeat(40), '-ab', 'ab-', 'a--b', 'a_b', 'a b', 'ad@', 'é1', 'ab\n', ' ab', 'ab.'])
      assert.deepEqual(checkNewAccount({ ...good, login }), { errors: [loginError] }, JSON.stringify(login));
  });

  test('every problem is told at once, in the order of the form: name, login, password', () => {
    const result = checkNewAccount({ name: '   ', login: '-', password: 'short' });
    assert.ok('errors' in result);
    assert.deepEqual(
      result.errors.map((e) => [e.field, e.code]),
      [
        [['name'], 'REQUIRED'],
        [['login'], 'INVALID'],
        [['password'], 'INVALID'],
      ],
    );
    assert.deepEqual(checkNewAccount({ ...good, password: 'p'.repeat(257) }), {
      errors: [{ field: ['password'], code: 'TOO_LONG', message: 'Use at most 256 characters.' }],
    });
  });

  test('a name of 100 characters on one line; 101 or a line break is refused', () => {
    assert.deepEqual(checkNewAccount({ ...good, name: 'n'.repeat(100) }), { name: 'n'.repeat(100) });
    const long = checkNewAccount({ ...good, name: 'n'.repeat(101) });
    assert.ok('errors' in long);
    assert.deepEqual(
      long.errors.map((e) => [e.field, e.code, e.message]),
      [[['name'], 'TOO_LONG', 'Name is too long (at most 100 characters).']],
    );
    const twoLines = checkNewAccount({ ...good, name: 'Ada\nLovelace' });
    assert.ok('errors' in twoLines);
    assert.deepEqual(
      twoLines.errors.map((e) => e.field),
      [['name']],
    );
  });
});

describe('session tokens', () => {
  test('the database keeps the SHA-256 of the token, in hex', () => {
    assert.equal(hashToken('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = 'pM1z3Xr9f0k2Q8vYb7tLhN4sWcE6uJaD5gRiKoVn1Bq';
    assert.equal(hashToken(token), createHash('sha256').update(token).digest('hex'));
  });

  test('a session is the request’s only when the cookie’s token hashes to its hash', () => {
    const session = { token_hash: hashToken('mine') } as SessionRow;
    assert.equal(isSessionOfToken(session, 'mine'), true);
    assert.equal(isSessionOfToken(session, 'yours'), false);
    assert.equal(isSessionOfToken(session, undefined), false);
    assert.equal(isSessionOfToken({ token_hash: hashToken('') } as SessionRow, undefined), false, 'no cookie is not an empty token');
    assert.equal(isSessionOfToken({ token_hash: hashToken('') } as SessionRow, ''), true);
  });
});

describe('invitationState', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  const invitation = (fields: Partial<InvitationRow>) =>
    ({ accepted_at: null, revoked_at: null, expires_at: new Date(now + 1), ...fields }) as InvitationRow;

  test('pending until the moment it expires, expired from that moment', () => {
    assert.equal(invitationState(invitation({}), now), 'PENDING');
    assert.equal(invitationState(invitation({ expires_at: new Date(now) }), now), 'EXPIRED');
    assert.equal(invitationState(invitation({ expires_at: new Date(now - 1) }), now), 'EXPIRED');
  });

  test('accepted before revoked, revoked before expired', () => {
    const at = new Date(now - 1000);
    assert.equal(invitationState(invitation({ accepted_at: at, revoked_at: at, expires_at: at }), now), 'ACCEPTED');
    assert.equal(invitationState(invitation({ accepted_at: at }), now), 'ACCEPTED');
    assert.equal(invitationState(invitation({ revoked_at: at, expires_at: at }), now), 'REVOKED');
    assert.equal(invitationState(invitation({ revoked_at: at }), now), 'REVOKED');
  });

  test('now is the clock’s when not given', () => {
    const hour = 60 * 60 * 1000;
    assert.equal(invitationState(invitation({ expires_at: new Date(Date.now() + hour) })), 'PENDING');
    assert.equal(invitationState(invitation({ expires_at: new Date(Date.now() - hour) })), 'EXPIRED');
  });
});

describe('imageFormatOf', () => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const jpeg = [0xff, 0xd8, 0xff];
  const webp = [0x52, 0x49, 0x46, 0x46, 0x10, 0x20, 0x30, 0x40, 0x57, 0x45, 0x42, 0x50];
  const bytes = (values: readonly number[]) => Uint8Array.from(values);

  test('PNG, JPEG and WebP by their first bytes, whatever follows', () => {
    assert.equal(imageFormatOf(bytes(png)), 'png');
    assert.equal(imageFormatOf(bytes([...png, 0, 0, 0, 13])), 'png');
    assert.equal(imageFormatOf(bytes(jpeg)), 'jpeg');
    assert.equal(imageFormatOf(bytes([...jpeg, 0xe0])), 'jpeg');
    assert.equal(imageFormatOf(bytes(webp)), 'webp');
    assert.equal(imageFormatOf(bytes([...webp, 0x56, 0x50])), 'webp');
  });

  test('any one byte of a signature changed is not that format', () => {
    for (const signature of [png, jpeg, webp]) {
      signature.forEach((_, i) => {
        if (signature === webp && i >= 4 && i < 8) return; // the RIFF size, any value
        const changed = [...signature];
        changed[i] = changed[i]! ^ 0x01;
        assert.equal(imageFormatOf(bytes(changed)), null, `${signature.length} bytes, byte ${i}`);
      });
    }
  });

  test('WebP is RIFF and WEBP at byte 8; a cut signature or nothing is no format', () => {
    assert.equal(imageFormatOf(bytes([0x52, 0x49, 0x46, 0x46, 0x57, 0x45, 0x42, 0x50])), null, 'WEBP right after RIFF');
    assert.equal(imageFormatOf(bytes(webp.slice(0, 11))), null);
    assert.equal(imageFormatOf(bytes(png.slice(0, 7))), null);
    assert.equal(imageFormatOf(bytes(jpeg.slice(0, 2))), null);
    assert.equal(imageFormatOf(bytes([])), null);
    assert.equal(imageFormatOf(new TextEncoder().encode('GIF89a')), null);
  });
});
