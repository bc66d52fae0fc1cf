// How an attached file is named, typed, allowed and counted (src/server/domain/attachmentFiles.ts up to storeFiles),
// called directly: the upload suites that reach these rules start a seeded server each. Names and types are what
// the client claims, input from outside: each rule is shown at its edges.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  checkFileCount,
  cleanContentType,
  cleanFilename,
  contentTypeOf,
  FILENAME_MAX_LENGTH,
  isAllowedType,
  type IncomingFile,
} from '../../src/server/domain/attachmentFiles.ts';
import type { UploadLimits } from '../../src/server/config/uploads.ts';

describe('cleanFilename', () => {
  test('a plain name is kept as it is', () => {
    assert.equal(cleanFilename('Quarterly report (final).pdf'), 'Quarterly report (final).pdf');
  });

  test('only the last part of a path is kept, whichever separator it uses', () => {
    assert.equal(cleanFilename('C:\\Users\\me\\report.pdf'), 'report.pdf');
    assert.equal(cleanFilename('../../etc/passwd'), 'passwd');
    assert.equal(cleanFilename('a/b\\c.txt'), 'c.txt');
  });

  test('control characters go (U+0000 to U+001F and U+007F), blanks around the name too; a space inside stays', () => {
    assert.equal(cleanFilename('a\u0000b\u001fc\u007fd.txt'), 'abcd.txt');
    assert.equal(cleanFilename('\tmy notes.txt \n'), 'my notes.txt');
    assert.equal(cleanFilename('caf\u00e9 \u0080.txt'), 'caf\u00e9 \u0080.txt', 'characters past U+007F are not controls here');
  });

  test('"file" when nothing is left', () => {
    for (const name of ['', '   ', '\u0000\u0001', 'folder/', 'folder\\']) assert.equal(cleanFilename(name), 'file', JSON.stringify(name));
  });

  test('at most 255 characters, counted as characters, not UTF-16 units', () => {
    assert.equal(FILENAME_MAX_LENGTH, 255);
    const longest = 'a'.repeat(251) + '.txt';
    assert.equal(cleanFilename(longest), longest, '255 are kept');
    assert.equal(cleanFilename(longest + 'x'), longest, 'the 256th goes');
    const emoji = '\u{1f600}'.repeat(255);
    assert.equal(cleanFilename(emoji), emoji, '255 characters of two units each are kept');
    assert.equal(cleanFilename(emoji + '\u{1f600}'), emoji, 'and not cut inside one');
  });
});

describe('cleanContentType', () => {
  test('the essence of a well-formed type, lower-cased, without parameters or blanks', () => {
    assert.equal(cleanContentType('Image/PNG; charset=binary'), 'image/png');
    assert.equal(cleanContentType(' text/plain ;q=1'), 'text/plain');
    assert.equal(cleanContentType('application/vnd.api+json'), 'application/vnd.api+json');
    assert.equal(cleanContentType('x0!#$&^_.+-/y9!#$&^_.+-'), 'x0!#$&^_.+-/y9!#$&^_.+-', 'every sign a token may hold');
  });

  test('each part at most 64 characters', () => {
    const part = 'a'.repeat(64);
    assert.equal(cleanContentType(`${part}/${part}`), `${part}/${part}`);
    assert.equal(cleanContentType(`${part}a/plain`), 'application/octet-stream');
    assert.equal(cleanContentType(`text/${part}a`), 'application/octet-stream');
  });

  test('anything else is a plain download', () => {
    const malformed = [
      '',
      'text',
      'text/',
      '/plain',
      'text/plain/x',
      'te xt/plain',
      '-text/plain',
      'text/-plain',
      'text/pla"in',
      'tëxt/plain',
    ];
    for (const type of malformed) assert.equal(cleanContentType(type), 'application/octet-stream', JSON.stringify(type));
    assert.equal(cleanContentType('x text/plain'), 'application/octet-stream', 'the whole essence must be a type, not a part of it');
    assert.equal(cleanContentType('text/plain x'), 'application/octet-stream', 'up to its end');
  });
});

describe('contentTypeOf', () => {
  test('a declared type is kept, whatever the name says', () => {
    assert.equal(contentTypeOf({ name: 'photo.png', type: 'Text/Plain; charset=utf-8' }), 'text/plain');
  });

  test('without one, or with application/octet-stream, the extension says; a path and controls in the name do not hide it', () => {
    assert.equal(contentTypeOf({ name: 'photo.PNG', type: '' }), 'image/png');
    assert.equal(contentTypeOf({ name: 'photo.jpg', type: 'application/octet-stream' }), 'image/jpeg');
    assert.equal(contentTypeOf({ name: 'scans\\photo.gif\u0000', type: 'nonsense' }), 'image/gif');
  });

  test('an extension nobody knows, or none, is a plain download', () => {
    assert.equal(contentTypeOf({ name: 'data.zzz-unknown', type: '' }), 'application/octet-stream');
    assert.equal(contentTypeOf({ name: 'README', type: '' }), 'application/octet-stream');
  });
});

describe('isAllowedType', () => {
  test('exactly, by family, or anything with */*', () => {
    assert.equal(isAllowedType('application/pdf', ['application/pdf']), true);
    assert.equal(isAllowedType('image/webp', ['application/pdf', 'image/*']), true);
    assert.equal(isAllowedType('application/x-anything', ['*/*']), true);
  });

  test('a family is the whole first part, an exact type the whole type, and nothing is allowed by an empty list', () => {
    assert.equal(isAllowedType('imagex/png', ['image/*']), false);
    assert.equal(isAllowedType('text/plain', ['image/*']), false);
    assert.equal(isAllowedType('text/plainer', ['text/plain']), false, 'an exact entry is no prefix');
    assert.equal(isAllowedType('image/png', ['image']), false);
    assert.equal(isAllowedType('image/png', []), false);
  });
});

describe('checkFileCount', () => {
  const limits: UploadLimits = { maxFileBytes: 1024, maxFiles: 3, maxBytesPerDay: 4096, allowedTypes: ['*/*'] };
  const files = (n: number): IncomingFile[] =>
    Array.from({ length: n }, (_, i) => ({
      name: `f${i}.txt`,
      type: 'text/plain',
      size: 1,
      stream: async function* () {
        yield new Uint8Array([i]);
      },
    }));

  test('none is refused unless the files are optional', () => {
    assert.deepEqual(checkFileCount([], limits), { field: ['files'], code: 'REQUIRED', message: 'Choose at least one file.' });
    assert.equal(checkFileCount([], limits, true), null);
  });

  test('up to the limit is accepted; one over is refused, naming the limit', () => {
    assert.equal(checkFileCount(files(1), limits), null);
    assert.equal(checkFileCount(files(3), limits), null);
    assert.deepEqual(checkFileCount(files(4), limits), {
      field: ['files'],
      code: 'TOO_MANY',
      message: 'At most 3 files can be attached at once.',
    });
    assert.deepEqual(checkFileCount(files(4), limits, true)?.code, 'TOO_MANY', 'optional files are counted too');
  });
});
