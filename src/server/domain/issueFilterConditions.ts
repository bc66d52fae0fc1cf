// A parsed search's filter (domain/searchQuery.ts) as the SQL conditions on `issues` that the lists, their counts
// and a live list's matches all share, so that each shows the same issues for the same search.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/tables.ts';
import { MAX_TERMS_PER_KIND } from './linkCounts.ts';
import type { ProjectKey } from './projectKey.ts';
import { priorityRank } from './priority.ts';
import { MAX_ISSUE_NUMBER, type IssueFilter } from './searchQuery.ts';
import { documentMatches } from './textCounts.ts';
import type { SignedIn } from './viewer.ts';

type Issues = ExpressionBuilder<Database, 'issues'>;

/**
 * The filter as SQL conditions. Each kind of term compiles to one subquery however many values it names (one
 * EXISTS per term made PostgreSQL's planning time grow steeply: 45 terms took seconds to plan). `projectId`
 * is null across projects (My issues): a label name then matches a label of that name in the issue's own
 * project, since an issue only carries labels of its project.
 */
export function filterConditions(eb: Issues, filter: IssueFilter, viewer: SignedIn, projectId: ProjectKey | null): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const login = (name: string) => (name === '@me' ? sql`${viewer.id}` : sql`(select id from users where lower(login) = ${name})`);
  /** The ids of the people named: logins, and '@me' for the viewer. */
  const people = (names: readonly string[]) => {
    const logins = names.filter((n) => n !== '@me');
    const me = names.includes('@me');
    const byLogin = logins.length > 0 ? sql`lower(login) in (${sql.join(logins)})` : sql`false`;
    return { logins, where: me ? sql`(${byLogin} or id = ${viewer.id})` : byLogin };
  };
  const labelsNamed = (names: readonly string[]) => sql`(select il.issue_id from issue_labels il join labels l on l.id = il.label_id
    where lower(l.name) in (${sql.join(names)}) and il.issue_id = issues.id)`;
  if (filter.state) conditions.push(eb('issues.state', '=', filter.state));
  // The other issue of a relation counts only if the viewer can see it: authorization.visibleProjects' rule,
  // written here on an alias of its own.
  const seen = (alias: string) =>
    viewer.role === 'ADMIN'
      ? sql`true`
      : sql`exists (select 1 from projects p where p.id = ${sql.ref(`${alias}.project_id`)} and (p.visibility = 'PUBLIC'
          or exists (select 1 from project_members pm where pm.project_id = p.id and pm.user_id = ${viewer.id})))`;
  if (filter.blocked)
    conditions.push(sql<SqlBool>`exists (select 1 from issue_relations r join issues o on o.id = r.issue_id
      where r.related_issue_id = issues.id and r.kind = 'BLOCKS' and o.state = 'OPEN' and ${seen('o')})`);
  // A closed issue blocks nothing any more: is:blocked asks for an open blocker, is:blocking for an open issue
  // that blocks an open one.
  if (filter.blocking)
    conditions.push(sql<SqlBool>`issues.state = 'OPEN' and exists (select 1 from issue_relations r join issues o on o.id = r.related_issue_id
      where r.issue_id = issues.id and r.kind = 'BLOCKS' and o.state = 'OPEN' and ${seen('o')})`);
  if (filter.hasRelations)
    // Two EXISTS, one per direction, so each uses its index (issue_relations_issue, issue_relations_related).
    conditions.push(sql<SqlBool>`(exists (select 1 from issue_relations r join issues o on o.id = r.related_issue_id
      where r.issue_id = issues.id and ${seen('o')}) or exists (select 1 from issue_relations r join issues o
      on o.id = r.issue_id where r.related_issue_id = issues.id and ${seen('o')}))`);
  if (filter.parentNumber !== undefined)
    // The parent is in the issue's own project, so seeing the issue is seeing its parent.
    conditions.push(sql<SqlBool>`issues.parent_id = (select o.id from issues o where o.project_id = issues.project_id
      and o.number = ${filter.parentNumber})`);
  const parentSeen = sql<SqlBool>`exists (select 1 from issues o where o.id = issues.parent_id and ${seen('o')})`;
  if (filter.hasParent) conditions.push(parentSeen);
  if (filter.noParent) conditions.push(sql<SqlBool>`not ${parentSeen}`);
  if (filter.hasSubIssues) conditions.push(sql<SqlBool>`exists (select 1 from issues o where o.parent_id = issues.id and ${seen('o')})`);
  if (filter.archived)
    conditions.push(sql<SqlBool>`exists (select 1 from projects p where p.id = issues.project_id and p.archived_at is not null)`);
  // Across projects (My issues) a label is matched by name in the issue's own project.
  const inProject = projectId === null ? sql`true` : sql`l.project_id = ${projectId}`;
  if (filter.labels.length > 0) {
    if (projectId !== null && filter.labels.length <= MAX_TERMS_PER_KIND) {
      // Within a project, each label named is one EXISTS on the issue's links to that label, found first (an
      // array computed once, so PostgreSQL plans the EXISTS as for one label id: an `in (select …)` there was
      // planned as a join to labels and read every link of the label, then each issue by id). A page in another
      // order than by number walks the list's own order and probes each issue's links (it stops after its rows);
      // by number, its candidates come from the links (linkPages.ts) and these conditions check them.
      for (const name of filter.labels)
        conditions.push(sql<SqlBool>`exists (select 1 from issue_labels il where il.issue_id = issues.id
          and il.label_id = any(array(select l.id from labels l where l.project_id = ${projectId} and lower(l.name) = ${name})))`);
    } else {
      // Every label named (names are unique per project, case-insensitively). Not correlated with the outer row,
      // so PostgreSQL runs it once (a hashed subplan) instead of once per issue.
      conditions.push(sql<SqlBool>`issues.id in (select il.issue_id from issue_labels il join labels l on l.id = il.label_id
        where ${inProject} and lower(l.name) in (${sql.join(filter.labels)})
        group by il.issue_id having count(*) = ${filter.labels.length})`);
    }
  }
  if (filter.labelChoices.length > 0) {
    // At least one label of each choice: one subquery for all the choices, each (label, choice) pair a row of a
    // VALUES list, so a label offered by two choices satisfies both.
    const pairs = filter.labelChoices.flatMap((names, choice) => names.map((name) => sql`(${name}, ${choice}::int)`));
    conditions.push(sql<SqlBool>`issues.id in (select il.issue_id from issue_labels il join labels l on l.id = il.label_id
      join (values ${sql.join(pairs)}) as choice(name, index) on lower(l.name) = choice.name
      where ${inProject}
      group by il.issue_id having count(distinct choice.index) = ${filter.labelChoices.length})`);
  }
  if (filter.notLabels.length > 0) conditions.push(sql<SqlBool>`not exists ${labelsNamed(filter.notLabels)}`);
  if (filter.assignees.length > 0) {
    const { logins, where } = people(filter.assignees);
    if (filter.assignees.length <= MAX_TERMS_PER_KIND) {
      // Each person named is one EXISTS, as for labels above: a login nobody has matches no issue.
      for (const name of filter.assignees) {
        const person =
          name === '@me' ? sql`ia.user_id = ${viewer.id}` : sql`ia.user_id = any(array(select id from users where lower(login) = ${name}))`;
        conditions.push(sql<SqlBool>`exists (select 1 from issue_assignees ia where ia.issue_id = issues.id and ${person})`);
      }
    } else {
      // Every person named is assigned: each named login must exist, and the issue must have all of them.
      conditions.push(sql<SqlBool>`(select count(distinct lower(login)) from users where lower(login) in (${sql.join(logins.length > 0 ? logins : [''])})) = ${logins.length}
        and issues.id in (select ia.issue_id from issue_assignees ia where ia.user_id in (select id from users where ${where})
          group by ia.issue_id having count(*) = (select count(*) from users where ${where}))`);
    }
  }
  if (filter.notAssignees.length > 0) {
    const { where } = people(filter.notAssignees);
    conditions.push(sql<SqlBool>`not exists (select 1 from issue_assignees ia where ia.issue_id = issues.id
      and ia.user_id in (select id from users where ${where}))`);
  }
  if (filter.noAssignee)
    conditions.push(
      eb.not(eb.exists(eb.selectFrom('issue_assignees').select('issue_id').whereRef('issue_assignees.issue_id', '=', 'issues.id'))),
    );
  if (filter.noLabel)
    conditions.push(
      eb.not(eb.exists(eb.selectFrom('issue_labels').select('issue_id').whereRef('issue_labels.issue_id', '=', 'issues.id'))),
    );
  for (const name of filter.authors) conditions.push(sql<SqlBool>`issues.author_id = ${login(name)}`);
  if (filter.priorities.length > 0) conditions.push(eb('issues.priority', 'in', filter.priorities.map(priorityRank)));
  if (filter.numbers.length > 0) conditions.push(eb('issues.number', 'in', filter.numbers));
  if (filter.words.length > 0) {
    // With the words in the SQL's text (documentMatches), PostgreSQL reads a common word's matches by walking the
    // project's issues in the list's order, a rare word's from the index. As a parameter, the named statement's
    // generic plan (after five runs) guessed half a percent for every word and read all 30 000 matches of `fail` on
    // the 100 000-issue benchmark project for a page of 25 (bench:server --plans; docs/performance.md, issue 14, text).
    const matches = eb.exists(
      eb
        .selectFrom('issue_search')
        .select('issue_search.issue_id')
        .whereRef('issue_search.issue_id', '=', 'issues.id')
        .where(documentMatches(sql.ref('issue_search.document'), filter.words)),
    );
    // A search for a number alone (people type "200" for issue 200) also finds the issue of that number.
    const onlyWord = filter.words.length === 1 ? filter.words[0] : undefined;
    const number = onlyWord !== undefined && /^\d{1,10}$/.test(onlyWord) ? Number(onlyWord) : null;
    conditions.push(number !== null && number <= MAX_ISSUE_NUMBER ? eb.or([matches, eb('issues.number', '=', number)]) : matches);
  }
  return conditions;
}
