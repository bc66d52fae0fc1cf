// Parsing of references in Markdown (shared/references.ts): what is a reference and what is not. The server
// lists them to resolve for the reader; the client's Markdown renders the same ones as links.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { referencesIn } from '../../src/shared/references.ts';

const texts = (markdown: string) => referencesIn(markdown).map((reference) => reference.text);

describe('references in Markdown', () => {
  test('#12, key#12 and @login are references, with what they point at', () => {
    assert.deepEqual(referencesIn('See #12, web#3 and @ada.'), [
      { kind: 'issue', text: '#12', projectKey: null, number: 12 },
      { kind: 'issue', text: 'web#3', projectKey: 'web', number: 3 },
      { kind: 'user', text: '@ada', login: 'ada' },
    ]);
  });

  test('a project key is matched without regard to case, and kept as written in the text', () => {
    assert.deepEqual(referencesIn('Web#7'), [{ kind: 'issue', text: 'Web#7', projectKey: 'web', number: 7 }]);
  });

  test('references at the start and end of a text, in emphasis, lists, headings, tables and quotes', () => {
    assert.deepEqual(texts('#1'), ['#1']);
    assert.deepEqual(texts('**#2** _@bo_ ~~web#3~~'), ['#2', '@bo', 'web#3']);
    assert.deepEqual(texts('- #4\n- [ ] @cy\n\n# Heading #5\n\n> quoted #6\n\n| a |\n|---|\n| #7 |'), ['#4', '@cy', '#5', '#6', '#7']);
    assert.deepEqual(texts('(#8) [#9] #10, #11; #12: "#13"'), ['#8', '#9', '#10', '#11', '#12', '#13']);
  });

  test('each reference once, in the order first written', () => {
    assert.deepEqual(texts('#2 #1 #2 @ada @ada #1'), ['#2', '#1', '@ada']);
  });

  test('nothing in code spans or fenced and indented code blocks', () => {
    assert.deepEqual(texts('`#12` and `@ada`'), []);
    assert.deepEqual(texts('```\n#12 @ada web#3\n```'), []);
    assert.deepEqual(texts('~~~js\n// #12\n~~~'), []);
    assert.deepEqual(texts('Text\n\n    #12 @ada\n'), []);
    assert.deepEqual(texts('`#1` #2'), ['#2']);
  });

  test('nothing in links, autolinked URLs or e-mail addresses', () => {
    assert.deepEqual(texts('[see #12](https://example.com/#12)'), []);
    assert.deepEqual(texts('https://example.com/issues#12 and www.example.com/@ada'), []);
    assert.deepEqual(texts('<https://example.com/#12>'), []);
    assert.deepEqual(texts('Write to ada@example.com or bo@host'), []);
    assert.deepEqual(texts('[#1][ref]\n\n[ref]: https://example.com/#1'), []);
    assert.deepEqual(texts('![#5 @ada](/image.png)'), []);
  });

  test('#0, numbers beyond the int range, leading zeros and #abc are not references', () => {
    assert.deepEqual(texts('#0'), []);
    assert.deepEqual(texts('#99999999999'), []);
    assert.deepEqual(texts('#2147483648'), []);
    assert.deepEqual(texts('#2147483647'), ['#2147483647']);
    assert.deepEqual(texts('#012'), []);
    assert.deepEqual(texts('#abc'), []);
    assert.deepEqual(texts('#12abc #12_ #1#2'), []);
    assert.deepEqual(texts('#'), []);
    assert.deepEqual(texts('#-1 # 1'), []);
  });

  test('a reference glued to the word before it is none (abc#1 is a key only when the key stands alone)', () => {
    assert.deepEqual(texts('a#1 x.y#1 a/b#1 _#1 -#1 ##1 @@ada foo@ada'), []);
    assert.deepEqual(texts('C#12'), []);
    assert.deepEqual(texts('ab#1'), ['ab#1']);
  });

  test('logins follow the login rule: letters, digits and single inner hyphens, at most 39', () => {
    assert.deepEqual(texts('@ada-lovelace @Ada2'), ['@ada-lovelace', '@Ada2']);
    assert.deepEqual(texts('@-ada @_ada @'), []);
    assert.deepEqual(texts(`@${'a'.repeat(39)}`), [`@${'a'.repeat(39)}`]);
    assert.deepEqual(texts(`@${'a'.repeat(40)}`), []);
    // A trailing hyphen ends the mention (as punctuation does): `@ada-` mentions ada.
    assert.deepEqual(texts('@ada- @ada.'), ['@ada']);
  });

  test('project keys follow the slug rule: 2 to 40 characters, no hyphen at either end', () => {
    assert.deepEqual(texts('my-app#2'), ['my-app#2']);
    assert.deepEqual(texts('-app#2 app-#2'), []);
    assert.deepEqual(texts(`${'k'.repeat(40)}#1`), [`${'k'.repeat(40)}#1`]);
    assert.deepEqual(texts(`${'k'.repeat(41)}#1`), []);
  });
});
