// Back-links (README "References"): when an issue's description or a comment refers to another issue (`#12`,
// `web#12`), the issue referred to shows "mentioned in #45" in its timeline. The rows (issue_mentions) are
// written by the write that changes the text, in its transaction, so a back-link exists exactly while the text
// that makes it does: added and removed by edits, gone with a deleted comment or issue (`on delete cascade`).
// Reading them is filtered by the reader: a back-link shows only to those who may see the issue it was written
// in (timeline.ts), so a private project's titles or numbers never reach a public issue's readers.
import { sql } from 'kysely';
import { referencesIn } from '../../shared/references.ts';
import type { DB } from '../db/database.ts';
import { visibleProjects } from './authorization.ts';
import { projectsBySlugs } from './batchReads.ts';
import { notifyLinked } from './notifications.ts';
import type { SignedIn } from './viewer.ts';

/** How many back-links one text makes at most: a bound on the work of a text full of references. */
export const MAX_BACK_LINKS_PER_TEXT = 100;

/** A text that may refer to issues: an issue's description (no comment) or one of its comments. */
export interface BackLinkSource {
  readonly issueId: number;
  readonly projectId: number;
  readonly commentId: number | null;
  readonly body: string;
}

/**
 * The issues `source` refers to that `author` may see (a reference to an issue they cannot see links nothing,
 * as it shows nothing to them), the source issue itself left out.
 */
async function targetsOf(db: DB, author: SignedIn, source: BackLinkSource): Promise<number[]> {
  const references = referencesIn(source.body)
    .flatMap((reference) => (reference.kind === 'issue' ? [reference] : []))
    .slice(0, MAX_BACK_LINKS_PER_TEXT);
  if (references.length === 0) return [];
  const keys = [...new Set(references.flatMap((reference) => (reference.projectKey === null ? [] : [reference.projectKey])))];
  const projects = keys.length === 0 ? [] : await projectsBySlugs(db, keys);
  const projectOfKey = new Map(keys.map((key, i) => [key, projects[i]?.id]));
  const pairs = references.flatMap((reference) => {
    const projectId = reference.projectKey === null ? source.projectId : projectOfKey.get(reference.projectKey);
    return projectId === undefined ? [] : [sql`(${projectId}::int, ${reference.number}::int)`];
  });
  if (pairs.length === 0) return [];
  const rows = await db
    .selectFrom('issues')
    .innerJoin('projects', 'projects.id', 'issues.project_id')
    .select('issues.id')
    .where(sql<boolean>`(issues.project_id, issues.number) in (${sql.join(pairs)})`)
    .where(visibleProjects(author))
    .where('issues.id', '<>', source.issueId)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Makes the back-links of `source` those its text holds now: adds the new ones (written by `author`), removes
 * those no longer referred to, keeps the others (and their time). The followers of each issue newly referred to
 * are told (REFERENCED); a reference kept by an edit tells nobody again. Run inside the transaction of the write.
 */
export async function syncBackLinks(trx: DB, author: SignedIn, source: BackLinkSource, at: Date): Promise<void> {
  const targets = await targetsOf(trx, author, source);
  let stale = trx.deleteFrom('issue_mentions').where('source_issue_id', '=', source.issueId);
  stale =
    source.commentId === null ? stale.where('source_comment_id', 'is', null) : stale.where('source_comment_id', '=', source.commentId);
  if (targets.length > 0) stale = stale.where('issue_id', 'not in', targets);
  await stale.execute();
  if (targets.length === 0) return;
  const added = await trx
    .insertInto('issue_mentions')
    .values(
      targets.map((issueId) => ({
        issue_id: issueId,
        source_issue_id: source.issueId,
        source_comment_id: source.commentId,
        actor_id: author.id,
      })),
    )
    // Already linked (issue_mentions_once): the back-link keeps its first time.
    .onConflict((conflict) => conflict.doNothing())
    .returning('issue_id')
    .execute();
  await notifyLinked(
    trx,
    author,
    at,
    'REFERENCED',
    added.map((row) => ({ issueId: row.issue_id, sourceIssueId: source.issueId })),
  );
}
