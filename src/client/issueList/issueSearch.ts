// The issue list's search lives in the URL as `?q=` (GitHub's syntax, README "Using Triage"), so a
// search can be bookmarked and shared, and Back returns to the previous one. The server parses the
// query; the client only reads and rewrites the state qualifier (`is:open` / `is:closed`) for the tabs.

/** The search of a project page opened without `?q=`: its open issues, as on GitHub. */
export const DEFAULT_QUERY = 'is:open';

export type StateQualifier = 'open' | 'closed';

/**
 * The search a project page's address asks for. `?q=` wins (an empty `?q=` means every issue);
 * without it, the older `?state=closed` still works and means `is:closed`; anything else, the default.
 */
export function queryFromSearchParams(params: URLSearchParams): string {
  const q = params.get('q');
  if (q !== null) return q.trim();
  return params.get('state') === 'closed' ? 'is:closed' : DEFAULT_QUERY;
}

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

/**
 * The address's search part for `query`: `?q=is:open+label:bug`. Colons and `@` stay readable (both are
 * allowed in a query string); the default search is the bare page, so that the plain address stays plain.
 */
export function searchForQuery(query: string): string {
  const normalized = query.trim().replace(/\s+/g, ' ');
  if (normalized === DEFAULT_QUERY) return '';
  const encoded = encodeURIComponent(normalized).replace(/%3A/gi, ':').replace(/%40/g, '@').replace(/%20/g, '+');
  return `?q=${encoded}`;
}

/** The project page's address for `query`. */
export function projectSearchPath(slug: string, query: string): string {
  return `/projects/${encodeURIComponent(slug)}${searchForQuery(query)}`;
}

/** The variables of the project page's query for `query`: the list, and the counts of its two tabs. */
export function issueListVariables(query: string): { query: string; openQuery: string; closedQuery: string } {
  return { query, openQuery: withState(query, 'open'), closedQuery: withState(query, 'closed') };
}
