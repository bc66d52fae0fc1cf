// The account rules that need no database, called directly (the API suites that reach them start a seeded server
// each): password hashes (their stored form, what verifies and what does not, the cost read from the hash), the
// device a session is named after, and the shape of a UserError.
import assert from 'node:assert/strict';
import { scrypt } from 'node:crypto';
import { describe, test } from 'node:test';
import { deviceName } from '../../src/server/domain/deviceName.ts';
import { decoyHash, hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from '../../src/server/domain/passwords.ts';
import { userError } from '../../src/server/domain/userError.ts';

/** A hash in the stored form made here with another cost, as one stored before the cost rose would be. */
function storedWithCost(password: string, N: number, keyLength = 32): Promise<string> {
  const salt = Buffer.from('0123456789abcdef');
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, { N, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(`scrypt$${N}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`),
    ),
  );
}

describe('passwords', () => {
  test('a hash is stored as scrypt$N$r$p$salt$key: cost 2^15, 8, 1, a 16-byte salt and a 32-byte key, new each time', async () => {
    const stored = await hashPassword('correct horse battery');
    const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
    assert.deepEqual([scheme, n, r, p, rest], ['scrypt', '32768', '8', '1', []]);
    assert.equal(Buffer.from(salt ?? '', 'base64url').length, 16);
    assert.equal(Buffer.from(key ?? '', 'base64url').length, 32);
    assert.notEqual(await hashPassword('correct horse battery'), stored, 'a new salt each time');
  });

  test('the password verifies against its hash; another, or one differing in case or by a character, does not', async () => {
    const stored = await hashPassword('correct horse battery');
    assert.equal(await verifyPassword('correct horse battery', stored), true);
    for (const other of ['Correct horse battery', 'correct horse batter', 'correct horse battery ', ''])
      assert.equal(await verifyPassword(other, stored), false, JSON.stringify(other));
  });

  test('passwords are compared in NFKC: a composed and a decomposed é, a ligature and its letters, are one', async () => {
    assert.equal(await verifyPassword('cafe\u0301 au lait!', await hashPassword('caf\u00e9 au lait!')), true);
    assert.equal(await verifyPassword('\ufb01ne print here', await hashPassword('fine print here')), true);
  });

  test('the cost is read from the stored hash, so hashes made before it rose still verify', async () => {
    const stored = await storedWithCost('an older password', 1024);
    assert.equal(await verifyPassword('an older password', stored), true);
    assert.equal(await verifyPassword('another password', stored), false);
  });

  test('a stored value that is not a whole scrypt hash never verifies, and does not throw', async () => {
    const good = await storedWithCost('a password here', 1024);
    const parts = good.split('$');
    const malformed = [
      '',
      'plain text',
      good.replace(/^scrypt/, 'bcrypt'),
      ...parts.map((_, i) => parts.map((part, j) => (j === i ? '' : part)).join('$')),
      parts.slice(0, 5).join('$'),
    ];
    for (const stored of malformed) assert.equal(await verifyPassword('a password here', stored), false, JSON.stringify(stored));
    // A key of another length than the derived one (timingSafeEqual would throw on it).
    const short = await storedWithCost('a password here', 1024, 16);
    assert.equal(await verifyPassword('a password here', short), false);
  });

  test('the decoy hash is one hash, made once, that no password a person types verifies against', async () => {
    const decoy = decoyHash();
    assert.equal(decoyHash(), decoy, 'the same promise every time');
    const stored = await decoy;
    assert.match(stored, /^scrypt\$32768\$8\$1\$/);
    assert.equal(await verifyPassword('', stored), false);
  });

  test('the documented lengths: at least 12, at most 256 characters', () => {
    assert.deepEqual([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH], [12, 256]);
  });
});

describe('the device a session is named after', () => {
  const cases: [string | null, string][] = [
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0', 'Firefox on Windows'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iPad',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      'Safari on macOS',
    ],
    // A tablet without a model is named by its system.
    ['Mozilla/5.0 (Linux; Android 14; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'Chrome on Android'],
    ['(Windows NT 10.0)', 'A program on Windows'],
    ['Firefox/120.0', 'Firefox'],
    ['curl/8.5.0', 'Unknown browser'],
    ['', 'Unknown browser'],
    [' \t ', 'Unknown browser'],
    [null, 'Unknown browser'],
  ];
  for (const [userAgent, expected] of cases) {
    test(`${JSON.stringify(userAgent?.slice(0, 50) ?? null)} is "${expected}"`, () => {
      assert.equal(deviceName(userAgent), expected);
    });
  }
});

describe('UserError', () => {
  test('names its field as a path of one, or none', () => {
    assert.deepEqual(userError('title', 'REQUIRED', 'A title is required.'), {
      field: ['title'],
      code: 'REQUIRED',
      message: 'A title is required.',
    });
    assert.deepEqual(userError(null, 'FORBIDDEN', 'No.'), { field: null, code: 'FORBIDDEN', message: 'No.' });
  });
});
