// The pages whose first query the server runs while it sends the page, and inlines the answer in it
// (server/http/pageAnswers.ts), and the variables that query is asked with. The client's route loaders
// (client/routes.tsx) ask with the same functions, so the answer the page carries is recognised as the one
// the loader wants (client/relay/firstAnswers.ts: same operation, same variables) and no request is sent for it.
// Also the issue list's search as the address holds it (`?q=`), which both sides read the same way.

/** The search of a project page opened without `?q=`: its open issues, as on GitHub. */
export const DEFAULT_ISSUE_QUERY = 'is:open';

/**
 * The search a project page's address asks for. `?q=` wins (an empty `?q=` means every issue);
 * without it, the older `?state=closed` still works and means `is:closed`; anything else, the default.
 */
export function queryFromSearchParams(params: URLSearchParams): string {
  const q = params.get('q');
  if (q !== null) return q.trim();
  return params.get('state') === 'closed' ? 'is:closed' : DEFAULT_ISSUE_QUERY;
}

/** The query's words, with quoted values (`label:"good first issue"`) kept whole. */
export function queryTokens(query: string): string[] {
  return query.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
}

export function isStateToken(token: string): boolean {
  return /^is:(open|closed)$/i.test(token);
}

/** The query with its state qualifier replaced by `is:<state>` (put first), the rest kept as typed. */
export function withState(query: string, state: 'open' | 'closed'): string {
  return [`is:${state}`, ...queryTokens(query).filter((token) => !isStateToken(token))].join(' ');
}

/** The variables of the project page's query for `query`: the list, and the counts of its two tabs. */
export function issueListVariables(query: string): { query: string; openQuery: string; closedQuery: string } {
  return { query, openQuery: withState(query, 'open'), closedQuery: withState(query, 'closed') };
}

/** An issue's number from its address: a positive 32-bit integer, or null for an address that cannot be an issue. */
export function issueNumberFrom(raw: string): number | null {
  const number = Number(raw);
  return /^[1-9]\d{0,9}$/.test(raw) && Number.isSafeInteger(number) && number <= 2 ** 31 - 1 ? number : null;
}

/** The id of the <script type="application/json"> element in which a page carries its first answers. */
export const FIRST_ANSWERS_ELEMENT_ID = 'triage-first-answers';

/** A page whose first query travels with it: the query's name and its variables. */
export interface FirstQuery {
  readonly operation: 'ProjectIssuesPageQuery' | 'IssuePageQuery' | 'SignInPageQuery';
  readonly variables: Readonly<Record<string, string | number>>;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The first query of the page at `pathname` (as client/routes.tsx routes it, parameters decoded as React Router
 * decodes them), or undefined for a page that has none here. The project's issue list and the issue page, the
 * pages opened most, whose first screen is their data; and the sign-in page, the first page of every visit
 * signed out (its query is the workspace's name and whether it takes sign-ups), so that it can be drawn on the
 * server too.
 */
export function firstQueryOf(pathname: string, search: URLSearchParams): FirstQuery | undefined {
  const list = /^\/projects\/([^/]+)\/?$/.exec(pathname);
  const listSlug = list?.[1] === undefined ? null : decoded(list[1]);
  if (listSlug !== null) {
    return { operation: 'ProjectIssuesPageQuery', variables: { slug: listSlug, ...issueListVariables(queryFromSearchParams(search)) } };
  }
  const issue = /^\/projects\/([^/]+)\/issues\/([^/]+)\/?$/.exec(pathname);
  const issueSlug = issue?.[1] === undefined ? null : decoded(issue[1]);
  const number = issue?.[2] === undefined ? null : issueNumberFrom(issue[2]);
  if (issueSlug !== null && number !== null) return { operation: 'IssuePageQuery', variables: { slug: issueSlug, number } };
  if (/^\/sign-in\/?$/.test(pathname)) return { operation: 'SignInPageQuery', variables: {} };
  return undefined;
}
