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
