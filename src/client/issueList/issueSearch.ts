// The issue list's search (its address part is in paths.ts). The server parses the query; the client
// only reads and rewrites the state qualifier (`is:open` / `is:closed`) for the tabs.

export type StateQualifier = 'open' | 'closed';

/** The query's words, with quoted values (`label:"good first issue"`) kept whole. */
export function queryTokens(query: string): string[] {
  return query.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
}

function isStateToken(token: string): boolean {
  return /^is:(open|closed)$/i.test(token);
}

/** Which state the query keeps (its last `is:` qualifier), or null when it keeps both. */
export function stateOfQuery(query: string): StateQualifier | null {
  const token = queryTokens(query).filter(isStateToken).at(-1);
  if (token === undefined) return null;
  return token.toLowerCase() === 'is:closed' ? 'closed' : 'open';
}

/** Whether the search is only a state (`is:open`, `is:closed`) or nothing: the plain list, not a real search. */
export function isPlainList(query: string): boolean {
  const tokens = queryTokens(query);
  return tokens.length === 0 || (tokens.length === 1 && stateOfQuery(query) !== null);
}

/** The query with its state qualifier replaced by `is:<state>` (put first), the rest kept as typed. */
export function withState(query: string, state: StateQualifier): string {
  return [`is:${state}`, ...queryTokens(query).filter((token) => !isStateToken(token))].join(' ');
}

/** The variables of the project page's query for `query`: the list, and the counts of its two tabs. */
export function issueListVariables(query: string): { query: string; openQuery: string; closedQuery: string } {
  return { query, openQuery: withState(query, 'open'), closedQuery: withState(query, 'closed') };
}

/** The orders the list's sort control offers, each the `sort:` value it writes (null: the default order). */
export const ISSUE_SORTS = [
  { key: 'newest', label: 'Newest', value: null },
  { key: 'oldest', label: 'Oldest', value: 'created-asc' },
  { key: 'updated', label: 'Recently updated', value: 'updated-desc' },
  { key: 'priority', label: 'Priority', value: 'priority' },
  { key: 'comments', label: 'Most commented', value: 'comments-desc' },
] as const;

export type IssueSortKey = (typeof ISSUE_SORTS)[number]['key'];

// Every spelling the server accepts (domain/searchQuery.ts), by the control's choice it means.
const SORT_SPELLINGS: Readonly<Record<string, IssueSortKey>> = {
  created: 'newest',
  'created-desc': 'newest',
  'created-asc': 'oldest',
  updated: 'updated',
  'updated-desc': 'updated',
  priority: 'priority',
  'priority-desc': 'priority',
  comments: 'comments',
  'comments-desc': 'comments',
};

function isSortToken(token: string): boolean {
  return /^sort:/i.test(token);
}

/**
 * The order the query asks for (its last `sort:`, as the server reads it): one of the control's choices,
 * or null for an order it does not offer (`sort:updated-asc`) or cannot read.
 */
export function sortOfQuery(query: string): IssueSortKey | null {
  const token = queryTokens(query).filter(isSortToken).at(-1);
  if (token === undefined) return 'newest';
  return SORT_SPELLINGS[token.slice('sort:'.length).toLowerCase()] ?? null;
}

/** What the sort control says for the query's order ("Newest", "Custom" for one it does not offer). */
export function sortLabel(query: string): string {
  const current = sortOfQuery(query);
  return ISSUE_SORTS.find((choice) => choice.key === current)?.label ?? 'Custom';
}

/** The query with its `sort:` qualifiers replaced by the one for `sort` (put last; none for the default). */
export function withSort(query: string, sort: IssueSortKey): string {
  const rest = queryTokens(query).filter((token) => !isSortToken(token));
  const value = ISSUE_SORTS.find((choice) => choice.key === sort)?.value ?? null;
  return (value === null ? rest : [...rest, `sort:${value}`]).join(' ');
}
