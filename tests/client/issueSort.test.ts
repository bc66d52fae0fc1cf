import { sortOfQuery, withSort } from '../../src/client/issueList/issueSearch';

describe('sortOfQuery reads the order a search asks for', () => {
  test.each([
    ['is:open', 'newest'],
    ['', 'newest'],
    ['is:open sort:created-desc', 'newest'],
    ['sort:created', 'newest'],
    ['sort:created-asc is:open', 'oldest'],
    ['sort:updated', 'updated'],
    ['SORT:Updated-Desc', 'updated'],
    ['sort:priority', 'priority'],
    ['sort:priority-desc', 'priority'],
    ['sort:comments-desc', 'comments'],
    // The server reads the last one; so does the control.
    ['sort:comments sort:created-asc', 'oldest'],
  ])('%s → %s', (query, sort) => {
    expect(sortOfQuery(query)).toBe(sort);
  });

  test.each(['sort:updated-asc', 'sort:comments-asc', 'sort:priority-asc', 'sort:nonsense'])(
    '%s is an order the control does not offer',
    (query) => {
      expect(sortOfQuery(query)).toBeNull();
    },
  );
});

describe('withSort writes the order into the search, keeping the rest', () => {
  test.each([
    ['is:open', 'oldest', 'is:open sort:created-asc'],
    ['is:open label:bug', 'updated', 'is:open label:bug sort:updated-desc'],
    ['is:open sort:updated-desc label:bug', 'priority', 'is:open label:bug sort:priority'],
    ['sort:comments sort:created-asc crash', 'comments', 'crash sort:comments-desc'],
    // Newest is the default order: no qualifier, so the plain list keeps its plain address.
    ['is:open sort:updated-desc', 'newest', 'is:open'],
    ['label:"help wanted" Sort:Priority', 'newest', 'label:"help wanted"'],
    ['', 'oldest', 'sort:created-asc'],
  ] as const)('%s + %s → %s', (query, sort, expected) => {
    expect(withSort(query, sort)).toBe(expected);
  });
});
