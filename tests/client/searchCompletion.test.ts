import { applyCompletion, completeSearch } from '../../src/client/issueList/searchCompletion';

const vocabulary = { labels: ['bug', 'docs', 'good first issue', 'design'], logins: ['ada', 'grace', 'adele'] };

function labels(text: string, caret = text.length) {
  return completeSearch(text, caret, vocabulary)?.options.map((option) => option.label) ?? null;
}

test('a word without a colon completes to the qualifiers it begins (and only those)', () => {
  expect(labels('la')).toEqual(['label:']);
  expect(labels('is:open a')).toEqual(['assignee:', 'author:']);
  expect(labels('N')).toEqual(['no:']);
  expect(completeSearch('-lab', 4, vocabulary)?.options[0]?.text).toBe('-label:');
});

test('free text, an empty word and an unknown qualifier offer nothing', () => {
  expect(labels('')).toBeNull();
  expect(labels('is:open ')).toBeNull();
  expect(labels('crash')).toBeNull();
  expect(labels('milestone:')).toBeNull();
});

test('after a qualifier, its values: states, what is missing, labels, people with @me', () => {
  expect(labels('is:')).toEqual(['open', 'closed', 'archived', 'blocked', 'blocking']);
  expect(labels('is:c')).toEqual(['closed', 'archived', 'blocked', 'blocking']);
  expect(labels('no:')).toEqual(['assignee', 'label', 'parent']);
  expect(labels('has:')).toEqual(['relations', 'sub-issues', 'parent']);
  expect(labels('par')).toEqual(['parent:']);
  expect(labels('label:d')).toEqual(['docs', 'design', 'good first issue']);
  // Starting with the typed text first, then containing it.
  expect(labels('label:g')).toEqual(['good first issue', 'bug', 'design']);
  expect(labels('assignee:')).toEqual(['@me', 'ada', 'grace', 'adele']);
  expect(labels('author:AD')).toEqual(['ada', 'adele']);
});

test('a value with a space is quoted, and the quotes being typed are looked through', () => {
  const completion = completeSearch('label:"good f', 13, vocabulary);
  expect(completion?.options).toEqual([{ text: 'label:"good first issue" ', label: 'good first issue' }]);
  expect(completion?.from).toBe(0);
});

test('a word typed out in full offers nothing more', () => {
  expect(labels('is:open')).toBeNull();
  expect(labels('label:')).toEqual(['bug', 'docs', 'good first issue', 'design']);
});

test('the word at the caret is completed, not the last one', () => {
  const text = 'is:open lab crash';
  const completion = completeSearch(text, 11, vocabulary)!;
  expect(completion).toMatchObject({ from: 8, to: 11 });
  expect(applyCompletion(text, completion, completion.options[0]!)).toEqual({ text: 'is:open label: crash', caret: 14 });
});

test('applying a value puts one space after it and the caret past it', () => {
  const end = completeSearch('is:open label:do', 16, vocabulary)!;
  expect(applyCompletion('is:open label:do', end, end.options[0]!)).toEqual({ text: 'is:open label:docs ', caret: 19 });
  const middle = completeSearch('label:do is:open', 8, vocabulary)!;
  expect(applyCompletion('label:do is:open', middle, middle.options[0]!)).toEqual({ text: 'label:docs is:open', caret: 11 });
  const negated = completeSearch('-assignee:gr', 12, vocabulary)!;
  expect(applyCompletion('-assignee:gr', negated, negated.options[0]!).text).toBe('-assignee:grace ');
});
