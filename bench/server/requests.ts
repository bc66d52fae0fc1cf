// The requests the server part sends: the demo project and issue it loads, the 100 000-issue project's pages,
// each as the client sends it (persisted doc_id and variables).
import { operations, type GraphQLBody } from '../support/triage.ts';

export const LIST_SIZE = 50;
/** Page 1000 of the big project's open issues, 50 a page: after the first 999 pages. */
export const DEEP_PAGE = 1000;
/** The demo project and issue the load runs against (README's example issue). */
export const LIST_PROJECT = 'web';
export const ISSUE_NUMBER = 12;

export const encodeCursor = (key: readonly number[]) => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

export interface Ids {
  /** Global ids (for the GraphQL requests). */
  readonly listProject: string;
  readonly bigProject: string;
  /** The cursor after page DEEP_PAGE - 1 of the big project's open issues. */
  readonly deepCursor: string;
}

export const requests = {
  /** The app's list page as it loads (25 rows, the open and closed counts, the bulk actions' choices). */
  listPage: (): GraphQLBody => ({
    doc_id: operations.projectIssuesPage,
    variables: { slug: LIST_PROJECT, query: 'is:open', openQuery: 'is:open', closedQuery: 'is:closed' },
  }),
  list: (ids: Ids): GraphQLBody => ({
    doc_id: operations.issueListPagination,
    variables: { id: ids.listProject, count: LIST_SIZE, query: 'is:open', cursor: null },
  }),
  issue: (): GraphQLBody => ({ doc_id: operations.issuePage, variables: { slug: LIST_PROJECT, number: ISSUE_NUMBER } }),
  bigFirst: (ids: Ids): GraphQLBody => ({
    doc_id: operations.issueListPagination,
    variables: { id: ids.bigProject, count: LIST_SIZE, query: 'is:open', cursor: null },
  }),
  bigDeep: (ids: Ids): GraphQLBody => ({
    doc_id: operations.issueListPagination,
    variables: { id: ids.bigProject, count: LIST_SIZE, query: 'is:open', cursor: ids.deepCursor },
  }),
};
