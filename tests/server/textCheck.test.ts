// The text rules themselves (src/server/domain/text.ts), each at its edges: checkText is a pure function,
// so these tests need no server and run in a second, which is what lets a mutation run judge every change
// to the rules (textRules.test.ts shows the same rules through the API, on a seeded server).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkText, type TextRule } from '../../src/server/domain/text.ts';

const TITLE: TextRule = { field: 'title', label: 'Title', required: true, maxLength: 5, singleLine: true };
const BODY: TextRule = { field: 'body', label: 'Body', required: false, maxLength: 20, singleLine: false };
const COMMENT: TextRule = { field: 'body', label: 'Comment', required: true, maxLength: 1234, singleLine: false };

const NOT_ALLOWED = (rule: TextRule) => ({
  error: { field: [rule.field], code: 'INVALID', message: `${rule.label} contains characters that are not allowed.` },
});
const OVERRIDE = (rule: TextRule) => ({
  error: {
    field: [rule.field],
    code: 'INVALID',
    message: `${rule.label} contains right-to-left or left-to-right override characters, which could make it read as something else.`,
  },
});
const INVISIBLES = '\ufeff\u200b\u200c\u200d\u2060\u00ad \t';

test('text is kept as typed when it breaks no rule', () => {
  assert.deepEqual(checkText('Crash', TITLE), { value: 'Crash' });
  assert.deepEqual(checkText('a b', TITLE), { value: 'a b' });
  assert.deepEqual(checkText('  x\n\n  y', BODY), { value: '  x\n\n  y' }, 'Markdown keeps its indentation and blank lines');
});

test('nothing, or nothing but invisible characters, is REQUIRED where text is required, and empty where not', () => {
  const required = { error: { field: ['title'], code: 'REQUIRED', message: "Title can't be blank." } };
  for (const value of [null, undefined, '', INVISIBLES]) {
    assert.deepEqual(checkText(value, TITLE), required, JSON.stringify(value));
  }
  assert.deepEqual(checkText(`${INVISIBLES}\n\u200b`, COMMENT), {
    error: { field: ['body'], code: 'REQUIRED', message: "Comment can't be blank." },
  });
  assert.deepEqual(checkText(null, BODY), { value: '' });
  assert.deepEqual(checkText(undefined, BODY), { value: '' });
  assert.deepEqual(checkText('', BODY), { value: '' });
});

test('invisible characters are trimmed from both ends of single-line text, kept inside it and in Markdown', () => {
  assert.deepEqual(checkText(`${INVISIBLES}a\u200db${INVISIBLES}`, TITLE), { value: 'a\u200db' });
  assert.deepEqual(checkText(`${INVISIBLES}ab`, TITLE), { value: 'ab' });
  assert.deepEqual(checkText(`ab${INVISIBLES}`, TITLE), { value: 'ab' });
  assert.deepEqual(checkText('\u200bx ', BODY), { value: '\u200bx ' });
});

test('text is stored in NFC, single-line or not', () => {
  assert.deepEqual(checkText('Cafe\u0301', TITLE), { value: 'Caf\u00e9' });
  assert.deepEqual(checkText('Cafe\u0301', BODY), { value: 'Caf\u00e9' });
});

test('the length counts characters after cleaning: at the limit accepted, one over TOO_LONG with the limit in words', () => {
  const emoji = '\u{1F600}'; // two UTF-16 units, one character
  assert.deepEqual(checkText(emoji.repeat(5), TITLE), { value: emoji.repeat(5) });
  assert.deepEqual(checkText(` ${'x'.repeat(5)}\u200b`, TITLE), { value: 'xxxxx' }, 'what is trimmed does not count');
  assert.deepEqual(checkText(emoji.repeat(6), TITLE), {
    error: { field: ['title'], code: 'TOO_LONG', message: 'Title is too long (at most 5 characters).' },
  });
  assert.deepEqual(checkText('a\r\nb\r\nc', { ...BODY, maxLength: 5 }), { value: 'a\nb\nc' }, 'a line ending is one character');
  assert.deepEqual(checkText('x'.repeat(1234), COMMENT), { value: 'x'.repeat(1234) });
  assert.deepEqual(checkText('x'.repeat(1235), COMMENT), {
    error: { field: ['body'], code: 'TOO_LONG', message: 'Comment is too long (at most 1,234 characters).' },
  });
});

test('control characters are refused in any text, a tab is not', () => {
  for (const control of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\u007f']) {
    assert.deepEqual(checkText(`a${control}b`, TITLE), NOT_ALLOWED(TITLE), JSON.stringify(control));
    assert.deepEqual(checkText(`a${control}b`, BODY), NOT_ALLOWED(BODY), JSON.stringify(control));
  }
  for (const neighbour of ['\t', ' ', '~', '\u0080']) {
    assert.deepEqual(checkText(`a${neighbour}b`, TITLE), { value: `a${neighbour}b` }, JSON.stringify(neighbour));
  }
});

test('line breaks are refused in single-line text; Markdown has its line endings made \\n', () => {
  for (const value of ['a\nb', 'a\rb', 'a\r\nb']) {
    assert.deepEqual(checkText(value, TITLE), NOT_ALLOWED(TITLE), JSON.stringify(value));
  }
  assert.deepEqual(checkText('w\r\nm\ru\nx\r\r\n', BODY), { value: 'w\nm\nu\nx\n\n' });
});

test('a lone surrogate (half a character) is refused anywhere, before any other rule; a pair is a character', () => {
  for (const value of ['a\ud800b', 'a\udc00b', 'end\ud83d', '\ude00start', 'a\udc00\ud800b', '\ud800']) {
    assert.deepEqual(checkText(value, TITLE), NOT_ALLOWED(TITLE), JSON.stringify(value));
    assert.deepEqual(checkText(value, BODY), NOT_ALLOWED(BODY), JSON.stringify(value));
  }
  assert.deepEqual(checkText(`${'x'.repeat(9)}\ud800`, TITLE), NOT_ALLOWED(TITLE), 'even when too long');
  assert.deepEqual(checkText('\ud83d\ude00', TITLE), { value: '\u{1F600}' });
});

test('bidirectional embeddings, overrides and isolates are refused in single-line text, kept in Markdown', () => {
  for (const control of ['\u202a', '\u202c', '\u202e', '\u2066', '\u2068', '\u2069']) {
    assert.deepEqual(checkText(`x${control}y`, TITLE), OVERRIDE(TITLE), JSON.stringify(control));
    assert.deepEqual(checkText(`x${control}y`, BODY), { value: `x${control}y` }, JSON.stringify(control));
  }
  // Their neighbours are ordinary characters: a paragraph separator, a narrow no-break space, an invisible
  // plus, the inhibit-symmetric-swapping mark.
  for (const neighbour of ['\u2029', '\u202f', '\u2064', '\u206a']) {
    assert.deepEqual(checkText(`x${neighbour}y`, TITLE), { value: `x${neighbour}y` }, JSON.stringify(neighbour));
  }
});
