// The first query's answer travels with the page. For the pages whose first screen is their data (the project's
// issue list, the issue page) and the sign-in page (shared/firstQueries.ts), the server already knows, from the address and the
// session cookie, the query the page's route loader is about to send. It runs that persisted query itself, for
// that viewer, while it prepares the page, and inlines the answer as JSON at the end of <body>; the client's
// network layer answers the loader from it once (client/relay/firstAnswers.ts) instead of asking /graphql after
// its JavaScript has arrived. The query goes through the same Yoga handler as a request to /graphql (the same
// persisted document, session, sign-in gate and limits) and takes a turn like one (admission.ts). It gets a
// small time budget: a query that has not answered by then is left out and the page goes as before.
import fs from 'node:fs';
import path from 'node:path';
import { FIRST_ANSWERS_ELEMENT_ID, firstQueryOf, type FirstQuery } from '../../shared/firstQueries.ts';
import type { PersistedOperations } from '../graphql/persistedOperations.ts';

/** How long the page may wait for its first query's answer before it goes without it, in ms. */
export const FIRST_ANSWER_BUDGET_MS = 250;

/** What the page carries for the client: the operation's persisted id, its variables, and the GraphQL answer. */
export interface FirstAnswer {
  readonly id: string;
  readonly variables: FirstQuery['variables'];
  readonly response: { readonly data: unknown };
}

/**
 * The header's query (client/shell/HeaderAccount.tsx: the viewer's account, their unread count), which the root
 * route's loader sends with every page's own: run beside a page's first query and inlined with it, so that the
 * server draws the header as the browser will and nothing in it moves when the page hydrates.
 */
export const HEADER_QUERY = 'HeaderAccountQuery';

/** The queries whose answers a page may carry. */
export type InlinedOperation = FirstQuery['operation'] | typeof HEADER_QUERY;

/**
 * The persisted id of each first query as the client's build knows it: relay-compiler writes it into the
 * query's `$parameters` artifact, or its whole one (`@relayRequestID`). persisted-queries.json keeps earlier versions of each query
 * too, so the name alone does not say which id the client sends. An id the server does not know is left out.
 */
export function firstQueryIds(generatedDir: string, operations: PersistedOperations): ReadonlyMap<InlinedOperation, string> {
  const ids = new Map<InlinedOperation, string>();
  for (const operation of ['ProjectIssuesPageQuery', 'IssuePageQuery', 'SignInPageQuery', HEADER_QUERY] as const) {
    // The header's query is not @preloadable (the root route imports its whole artifact): no `$parameters` file.
    const file = path.join(generatedDir, operation === HEADER_QUERY ? `${operation}.graphql.ts` : `${operation}$parameters.ts`);
    const id = fs.existsSync(file) ? /@relayRequestID (\w+)/.exec(fs.readFileSync(file, 'utf8'))?.[1] : undefined;
    if (id !== undefined && operations.has(id)) ids.set(operation, id);
  }
  return ids;
}

/** Runs a persisted query as the page request's viewer; the answer, or undefined when there is none to inline. */
export type RunQuery = (id: string, variables: FirstQuery['variables'], signal: AbortSignal) => Promise<unknown>;

/** An answer worth inlining: data and no error (anything else is left to the client's own request and its handling). */
function isCleanAnswer(body: unknown): body is FirstAnswer['response'] {
  return typeof body === 'object' && body !== null && 'data' in body && body.data !== null && !('errors' in body);
}

/** The answer of query `id` (run by `run`), or undefined: no clean answer, or none within `budgetMs` (the query is then abandoned). */
async function answerWithin(
  id: string,
  variables: FirstQuery['variables'],
  run: RunQuery,
  budgetMs: number,
): Promise<FirstAnswer | undefined> {
  const budget = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      budget.abort();
      resolve(undefined);
    }, budgetMs);
  });
  try {
    const answer = await Promise.race([run(id, variables, budget.signal).catch(() => undefined), late]);
    return isCleanAnswer(answer) ? { id, variables, response: answer } : undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The first answer of the page at `url` (run by `run`, as the page request's viewer), or undefined: no first query for this page,
 * no clean answer, or none within `budgetMs` (the query is then abandoned).
 */
export async function firstAnswerOf(
  url: URL,
  ids: ReadonlyMap<InlinedOperation, string>,
  run: RunQuery,
  budgetMs: number,
): Promise<FirstAnswer | undefined> {
  const query = firstQueryOf(url.pathname, url.searchParams);
  const id = query && ids.get(query.operation);
  if (!query || id === undefined || budgetMs <= 0) return undefined;
  return answerWithin(id, query.variables, run, budgetMs);
}

/**
 * The answers the page at `url` carries: its first query's and, run at the same time within the same budget, the
 * header's. None without the page's own (the page then goes as before); the page's alone when the header's is
 * missing (the header is then drawn in the browser, as before).
 */
export async function firstAnswersOf(
  url: URL,
  ids: ReadonlyMap<InlinedOperation, string>,
  run: RunQuery,
  budgetMs: number,
): Promise<FirstAnswer[]> {
  const headerId = ids.get(HEADER_QUERY);
  const withPage = firstQueryOf(url.pathname, url.searchParams) !== undefined && budgetMs > 0;
  const [page, header] = await Promise.all([
    firstAnswerOf(url, ids, run, budgetMs),
    withPage && headerId !== undefined ? answerWithin(headerId, {}, run, budgetMs) : undefined,
  ]);
  if (page === undefined) return [];
  return header === undefined ? [page] : [page, header];
}

/**
 * The <script> element carrying the answers, as JSON that cannot end the element early: every `<` is written
 * `\u003c` (so no `</script>` nor `<!--` appears), and U+2028/U+2029 escaped as JavaScript tools expect.
 */
export function firstAnswersScript(answers: readonly FirstAnswer[]): string {
  const json = JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
}
