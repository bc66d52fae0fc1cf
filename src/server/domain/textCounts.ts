// The count of a text search (words, and at most a state) made from the search documents alone: each document
// carries its issue's project and state (migration 0037), so a count reads the words' documents from the GIN
// index and needs no join with `issues`; the open and closed counts of a search, which the list's tabs ask
// together, are one pass over them. On the 100 000-issue benchmark project a word in 30 % of the issues took about
// 20 ms a tab counted through `issues` (docs/performance.md, issue 14, text-search counts).
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { textLiteral } from '../db/textLiteral.ts';
import { countedByCounters } from './linkCounts.ts';
import type { ProjectKey } from './projectKey.ts';
import type { IssueFilter } from './searchQuery.ts';

/**
 * Whether a document matches the words of a search, as people type them: websearch_to_tsquery takes "phrases",
 * or, -words and never fails on syntax. The words are in the SQL's text, not a parameter, so that PostgreSQL
 * estimates from the index's statistics how many documents each word matches (db/textLiteral.ts).
 */
export function documentMatches(document: RawBuilder<unknown>, words: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`${document} @@ websearch_to_tsquery('english', ${textLiteral(words.join(' '))})`;
}

/**
 * Whether the documents alone answer a filter's count: it names words and nothing else but a state. A single word
 * of digits also finds the issue of that number (issueList.ts), which the documents do not know.
 */
export function countedByText(filter: IssueFilter): boolean {
  const { words } = filter;
  return words.length > 0 && !(words.length === 1 && /^\d+$/.test(words[0] ?? '')) && countedByCounters({ ...filter, words: [] });
}

/** The documents of a project that match a countedByText filter's words. */
function matching(projectId: ProjectKey, filter: IssueFilter) {
  return sql`from issue_search s where s.project_id = ${projectId} and ${documentMatches(sql`s.document`, filter.words)}`;
}

/** The count of a countedByText filter, in its state if it names one, as a scalar sub-select. */
export function countFromText(projectId: ProjectKey, filter: IssueFilter): RawBuilder<number> {
  const inState = filter.state ? sql`and s.state = ${filter.state}` : sql``;
  return sql<number>`(select count(*)::int ${matching(projectId, filter)} ${inState})`;
}

/** The open and closed counts of a countedByText filter (its state aside) in one pass, as a scalar sub-select. */
export function openAndClosedFromText(projectId: ProjectKey, filter: IssueFilter): RawBuilder<[number, number]> {
  return sql<[number, number]>`(select array[count(*) filter (where s.state = 'OPEN'), count(*) filter (where s.state = 'CLOSED')]::int[]
    ${matching(projectId, filter)})`;
}
