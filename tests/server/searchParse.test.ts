// The search language's parser (src/server/domain/searchQuery.ts), each qualifier and limit at its edges:
// parseIssueQuery is pure, so these tests need no server (search.test.ts and searchTerms.test.ts show the
// same language finding issues through the API, on a seeded server).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_QUERY_LENGTH, MAX_TERMS_PER_KIND, parseIssueQuery, type IssueFilter } from '../../src/server/domain/searchQuery.ts';

const NOTHING: IssueFilter = {
  labels: [],
  labelChoices: [],
  notLabels: [],
  assignees: [],
  notAssignees: [],
  noAssignee: false,
  noLabel: false,
  archived: false,
  authors: [],
  priorities: [],
  sort: { key: 'created', direction: 'desc' },
  numbers: [],
  words: [],
};

/** The filter a query parses to, which must be one. */
function filterOf(query: string): IssueFilter {
  const parsed = parseIssueQuery(query);
  assert.ok('filter' in parsed, `${query}: ${JSON.stringify(parsed)}`);
  return parsed.filter;
}

/** The messages of a query's errors, which it must have. */
function refusal(query: string) {
  const parsed = parseIssueQuery(query);
  assert.ok('errors' in parsed, `${query}: ${JSON.stringify(parsed)}`);
  return parsed.errors.map(({ field, code, message }) => ({ field, code, message }));
}

const invalid = (token: string, message: string) => [{ field: ['query', token], code: 'INVALID', message }];

test('no query, or only spaces, asks for nothing', () => {
  for (const query of [null, undefined, '', '  \t ']) {
    assert.deepEqual(parseIssueQuery(query), { filter: NOTHING }, JSON.stringify(query));
  }
});

test(`a search of ${MAX_QUERY_LENGTH} characters is read, one more is TOO_LONG; spaces around it do not count`, () => {
  const atLimit = `${'ab '.repeat((MAX_QUERY_LENGTH - 2) / 3)}ab`;
  assert.equal(atLimit.length, MAX_QUERY_LENGTH);
  assert.ok('filter' in parseIssueQuery(`  ${atLimit}  `));
  assert.deepEqual(refusal(`${atLimit}z`), [
    { field: ['query'], code: 'TOO_LONG', message: `A search can be at most ${MAX_QUERY_LENGTH} characters.` },
  ]);
});

test('free text: words, "quoted phrases" and exclusions as typed; a quotation mark left open is INVALID', () => {
  assert.deepEqual(filterOf('crash  "on launch" -flaky\tOR'), { ...NOTHING, words: ['crash', '"on launch"', '-flaky', 'OR'] });
  assert.deepEqual(filterOf('"label:bug" #x 12'), { ...NOTHING, words: ['"label:bug"', '#x', '12'] }, 'quoted, a qualifier is text');
  assert.deepEqual(refusal('label:"help wanted'), [{ field: ['query'], code: 'INVALID', message: 'A quotation mark is not closed.' }]);
  assert.deepEqual(refusal('crash "'), [{ field: ['query'], code: 'INVALID', message: 'A quotation mark is not closed.' }]);
});

test('#n names an issue by number, from 1 to the largest integer; repeats count once', () => {
  assert.deepEqual(filterOf('#12 #1 #12 #2147483647').numbers, [12, 1, 2147483647]);
  for (const token of ['#0', '#2147483648']) {
    assert.deepEqual(refusal(token), invalid(token, `"${token}" is not an issue number.`));
  }
});

test('is: open, closed or archived, in any case; open and closed together are refused', () => {
  assert.deepEqual(filterOf('is:open'), { ...NOTHING, state: 'OPEN' });
  assert.deepEqual(filterOf('IS:Closed is:closed'), { ...NOTHING, state: 'CLOSED' });
  assert.deepEqual(filterOf('is:Archived'), { ...NOTHING, archived: true });
  assert.deepEqual(filterOf('is:archived is:open'), { ...NOTHING, archived: true, state: 'OPEN' });
  assert.deepEqual(refusal('is:open is:closed'), invalid('is:closed', 'An issue cannot be both open and closed.'));
  // Relations (issue 17): set only when asked, so a filter's JSON (a count's cache key) is as before otherwise.
  assert.deepEqual(filterOf('is:Blocked is:blocking has:Relations'), { ...NOTHING, blocked: true, blocking: true, hasRelations: true });
  // Sub-issues (issue 17): set only when asked, as above.
  assert.deepEqual(filterOf('parent:#12 has:Sub-issues has:parent no:Parent'), {
    ...NOTHING,
    parentNumber: 12,
    hasSubIssues: true,
    hasParent: true,
    noParent: true,
  });
  assert.deepEqual(filterOf('parent:12 parent:#12'), { ...NOTHING, parentNumber: 12 });
  assert.deepEqual(refusal('parent:abc'), invalid('parent:abc', '"parent:abc" needs an issue number, e.g. parent:#12.'));
  assert.deepEqual(refusal('parent:#0'), invalid('parent:#0', '"parent:#0" needs an issue number, e.g. parent:#12.'));
  assert.deepEqual(refusal('parent:1 parent:2'), invalid('parent:2', 'An issue has one parent: use parent: once.'));
  assert.deepEqual(
    refusal('has:labels'),
    invalid('has:labels', '"has:labels" is not supported; use has:relations, has:sub-issues or has:parent.'),
  );
  assert.deepEqual(
    refusal('is:draft'),
    invalid('is:draft', '"is:draft" is not supported; use is:open, is:closed, is:archived, is:blocked or is:blocking.'),
  );
});

test('label: every label named, in lower case; "quoted" names; a comma list is a choice; -label: excludes', () => {
  assert.deepEqual(filterOf('label:Bug label:bug label:"help wanted"').labels, ['bug', 'help wanted']);
  assert.deepEqual(filterOf('label:"a"').labels, ['a']);
  assert.deepEqual(filterOf('label:docs,"Help wanted"').labelChoices, [['docs', 'help wanted']]);
  assert.deepEqual(filterOf('label:docs,bug label:bug,docs label:x,y').labelChoices, [
    ['bug', 'docs'],
    ['x', 'y'],
  ]);
  assert.deepEqual(filterOf('label:bug,BUG'), { ...NOTHING, labels: ['bug'] }, 'a choice of one is a requirement');
  assert.deepEqual(filterOf('label:bug label:bug,docs'), { ...NOTHING, labels: ['bug'] }, 'a choice already satisfied asks nothing');
  assert.deepEqual(filterOf('-label:wontfix,"Won\'t do" -label:wontfix'), { ...NOTHING, notLabels: ['wontfix', "won't do"] });
  assert.deepEqual(filterOf('label:re\u0301sume\u0301').labels, ['r\u00e9sum\u00e9'], 'typed decomposed, read as stored (NFC)');
});

test('only a value wholly in quotes loses them; one that merely starts or ends with a quoted part is read as typed', () => {
  assert.deepEqual(filterOf('label:x"y" label:"a"b').labels, ['x"y"', '"a"b']);
  assert.deepEqual(filterOf('label:docs,x"y","a"b').labelChoices, [['"a"b', 'docs', 'x"y"']]);
  assert.deepEqual(filterOf('author:x"y" assignee:"a"b'), { ...NOTHING, authors: ['x"y"'], assignees: ['"a"b'] });
  assert.deepEqual(filterOf('author:"Ada"').authors, ['ada']);
});

test('a qualifier is read only from the start of a word, and #n only when the whole word is a number', () => {
  assert.deepEqual(filterOf('x#12 #12x +label:bug 1is:open'), { ...NOTHING, words: ['x#12', '#12x', '+label:bug', '1is:open'] });
});

test('a comma inside quotes is part of a label name, not a separator between choices', () => {
  assert.deepEqual(filterOf('label:"a,b",docs').labelChoices, [['a,b', 'docs']]);
  assert.deepEqual(filterOf('label:"a,b"').labels, ['a,b']);
});

test('choices that differ only in where their names split are different choices', () => {
  assert.deepEqual(filterOf('label:ab,c label:a,bc').labelChoices, [
    ['ab', 'c'],
    ['a', 'bc'],
  ]);
});

test('a person qualifier with a trailing comma is told it takes one login, not read as a list', () => {
  assert.deepEqual(refusal('author:ada,'), invalid('author:ada,', '"author:" takes one login; repeat author: to name several.'));
  assert.deepEqual(refusal('-assignee:,bo'), invalid('-assignee:,bo', '"assignee:" takes one login; repeat -assignee: to name several.'));
});

test('a qualifier without a value, or a list with an empty member, says what would be right', () => {
  assert.deepEqual(refusal('label:'), invalid('label:', '"label:" needs a value, e.g. label:bug.'));
  assert.deepEqual(refusal('label:""'), invalid('label:""', '"label:" needs a value, e.g. label:bug.'));
  assert.deepEqual(refusal('is:'), invalid('is:', '"is:" needs a value, e.g. is:open.'));
  assert.deepEqual(refusal('author:'), invalid('author:', '"author:" needs a value, e.g. author:….'));
  for (const token of ['label:bug,', 'label:,bug', 'label:a,,b', 'label:,']) {
    assert.deepEqual(
      refusal(token),
      invalid(token, '"label:" lists labels separated by commas, none of them empty, e.g. label:bug,docs.'),
      token,
    );
  }
});

test('assignee: and author: take one login each, in lower case; @me stands for the viewer', () => {
  assert.deepEqual(filterOf('assignee:Ada assignee:@me -assignee:Bob assignee:ada'), {
    ...NOTHING,
    assignees: ['ada', '@me'],
    notAssignees: ['bob'],
  });
  assert.deepEqual(filterOf('author:Ada author:ada'), { ...NOTHING, authors: ['ada'] });
  assert.deepEqual(refusal('assignee:a,b'), invalid('assignee:a,b', '"assignee:" takes one login; repeat assignee: to name several.'));
  assert.deepEqual(refusal('-assignee:a,b'), invalid('-assignee:a,b', '"assignee:" takes one login; repeat -assignee: to name several.'));
  assert.deepEqual(refusal('author:a,b'), invalid('author:a,b', '"author:" takes one login; repeat author: to name several.'));
  assert.deepEqual(refusal('author:ada author:bob'), [
    { field: ['query'], code: 'INVALID', message: 'An issue has one author: use author: once.' },
  ]);
});

test('only label: and assignee: can be negated', () => {
  for (const name of ['is', 'author', 'no', 'priority', 'sort']) {
    const token = `-${name}:x`;
    assert.deepEqual(refusal(token), invalid(token, `"-${name}:" is not supported; only -label: and -assignee: can exclude.`), token);
  }
});

test('no:assignee and no:label, in any case', () => {
  assert.deepEqual(filterOf('no:assignee'), { ...NOTHING, noAssignee: true });
  assert.deepEqual(filterOf('No:Label'), { ...NOTHING, noLabel: true });
  assert.deepEqual(
    refusal('no:milestone'),
    invalid('no:milestone', '"no:milestone" is not supported; use no:assignee, no:label or no:parent.'),
  );
});

test('priority: each priority by its name, in any case', () => {
  assert.deepEqual(filterOf('priority:urgent priority:High priority:MEDIUM priority:low priority:none').priorities, [
    'URGENT',
    'HIGH',
    'MEDIUM',
    'LOW',
    'NONE',
  ]);
  assert.deepEqual(
    refusal('priority:p1'),
    invalid('priority:p1', '"priority:p1" is not a priority; use urgent, high, medium, low or none.'),
  );
});

test('sort: each key and direction; priority puts the most urgent first', () => {
  const sorts: Record<string, IssueFilter['sort']> = {
    created: { key: 'created', direction: 'desc' },
    'created-desc': { key: 'created', direction: 'desc' },
    'created-asc': { key: 'created', direction: 'asc' },
    updated: { key: 'updated', direction: 'desc' },
    'updated-desc': { key: 'updated', direction: 'desc' },
    'Updated-Asc': { key: 'updated', direction: 'asc' },
    comments: { key: 'comments', direction: 'desc' },
    'comments-desc': { key: 'comments', direction: 'desc' },
    'comments-asc': { key: 'comments', direction: 'asc' },
    priority: { key: 'priority', direction: 'asc' },
    'priority-desc': { key: 'priority', direction: 'asc' },
    'priority-asc': { key: 'priority', direction: 'desc' },
  };
  for (const [value, sort] of Object.entries(sorts)) assert.deepEqual(filterOf(`sort:${value}`).sort, sort, value);
  assert.deepEqual(
    refusal('sort:votes'),
    invalid('sort:votes', '"sort:votes" is not a sort; use created, updated, comments or priority, optionally with -asc or -desc.'),
  );
});

test('an unknown qualifier is named, with the ones there are', () => {
  assert.deepEqual(
    refusal('Milestone:v1'),
    invalid('Milestone:v1', 'Unknown qualifier "milestone:". Use is:, label:, assignee:, author:, no:, has:, parent:, priority: or sort:.'),
  );
});

test('every mistake is told, in order, and none of the rest is kept', () => {
  assert.deepEqual(refusal('is:draft crash #0 label:'), [
    ...invalid('is:draft', '"is:draft" is not supported; use is:open, is:closed, is:archived, is:blocked or is:blocking.'),
    ...invalid('#0', '"#0" is not an issue number.'),
    ...invalid('label:', '"label:" needs a value, e.g. label:bug.'),
  ]);
});

test(`at most ${MAX_TERMS_PER_KIND} labels (required, chosen and excluded together) and as many people`, () => {
  const labels = Array.from({ length: MAX_TERMS_PER_KIND + 1 }, (_, i) => `l${i}`);
  const tooManyLabels = [
    {
      field: ['query'],
      code: 'TOO_MANY',
      message: `A search can name at most ${MAX_TERMS_PER_KIND} labels (label: and -label: together).`,
    },
  ];
  const split = (names: string[]) =>
    `label:${names[0]} label:${names[1]},${names[2]} ${names
      .slice(3)
      .map((n) => `-label:${n}`)
      .join(' ')}`;
  assert.ok('filter' in parseIssueQuery(split(labels.slice(0, MAX_TERMS_PER_KIND))));
  assert.deepEqual(refusal(split(labels)), tooManyLabels);
  const people = Array.from({ length: MAX_TERMS_PER_KIND + 1 }, (_, i) => `${i % 2 === 0 ? '' : '-'}assignee:p${i}`);
  assert.ok('filter' in parseIssueQuery(people.slice(0, MAX_TERMS_PER_KIND).join(' ')));
  assert.deepEqual(refusal(people.join(' ')), [
    {
      field: ['query'],
      code: 'TOO_MANY',
      message: `A search can name at most ${MAX_TERMS_PER_KIND} people with assignee: and -assignee: together.`,
    },
  ]);
});
