// The project field looking ahead (issue 14): `project(slug)`, and `node(id)` given a project's id (the list's next
// pages and its refetches), read which `issues(...)` fields the query asks of it, and which `issue(number)` with
// which page of its `timeline` (through fragments that apply to a Project, obeying @skip and @include, arguments
// with the variables in place), and read the project with those in one statement (domain/projectIssuesRead.ts). What it read is primed where the fields' own resolvers look (the request's
// read-ahead pages and timelines, the issueCount and issuePageByNumber loaders), so they send nothing. Only a
// cache is filled: what it could not read ahead (a bad cursor or page size, a search that cannot be understood)
// is resolved as before, and reports its error there.
import {
  getArgumentValues,
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLObjectType,
  GraphQLSkipDirective,
  isAbstractType,
  Kind,
  type FieldNode,
  type GraphQLResolveInfo,
  type NamedTypeNode,
  type SelectionSetNode,
} from 'graphql';
import { filterOfSearch } from '../domain/issueList.ts';
import { cursorShapeOf } from '../domain/issueListOrder.ts';
import { pageKeyOf } from '../domain/issueListPages.ts';
import { countedByText } from '../domain/textCounts.ts';
import { decodeCursor, pageRequest } from '../domain/pagination.ts';
import { projectPageWithReadsAhead, type IssueAsk, type IssueListAsk, type ProjectKey } from '../domain/projectIssuesRead.ts';
import type { ProjectPage } from '../domain/projectPageRead.ts';
import { DEFAULT_SORT, type IssueFilter } from '../domain/searchQuery.ts';
import { TIMELINE_CURSOR_SHAPE, timelinePageKey } from '../domain/timeline.ts';
import type { SignedIn } from '../domain/viewer.ts';
import type { Context } from './context.ts';
import type { Loaders } from './loaders.ts';

type Variables = GraphQLResolveInfo['variableValues'];

/** Whether @skip and @include let a selection through. */
function included(node: { readonly directives?: readonly unknown[] | undefined }, variables: Variables): boolean {
  if (!node.directives?.length) return true;
  const selection = node as FieldNode;
  return (
    getDirectiveValues(GraphQLSkipDirective, selection, variables)?.['if'] !== true &&
    getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.['if'] !== false
  );
}

/** Whether a fragment with `condition` applies to an object of type `typeName` (`node(id)` spreads fragments of any type). */
function applies(condition: NamedTypeNode | undefined, typeName: string, info: GraphQLResolveInfo): boolean {
  if (!condition || condition.name.value === typeName) return true;
  const abstract = info.schema.getType(condition.name.value);
  const object = info.schema.getType(typeName);
  return isAbstractType(abstract) && object instanceof GraphQLObjectType && info.schema.isSubType(abstract, object);
}

/** The fields a selection set asks of an object of type `typeName`, the fragments that apply to it spread. */
function* fieldsOf(selectionSet: SelectionSetNode | undefined, typeName: string, info: GraphQLResolveInfo): Generator<FieldNode> {
  for (const selection of selectionSet?.selections ?? []) {
    if (!included(selection, info.variableValues)) continue;
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (applies(selection.typeCondition, typeName, info)) yield* fieldsOf(selection.selectionSet, typeName, info);
    } else {
      const fragment = info.fragments[selection.name.value];
      if (fragment && applies(fragment.typeCondition, typeName, info)) yield* fieldsOf(fragment.selectionSet, typeName, info);
    }
  }
}

/** A field of an object type of the schema (its arguments' definitions), if there is one. */
function fieldOf(info: GraphQLResolveInfo, type: string, field: string) {
  const object = info.schema.getType(type);
  return object instanceof GraphQLObjectType ? object.getFields()[field] : undefined;
}

/** The issue lists the `project` field being resolved asks for, those that can be read ahead; each filter's count once. */
function issueListsAsked(info: GraphQLResolveInfo): IssueListAsk[] {
  const issuesField = fieldOf(info, 'Project', 'issues');
  if (!issuesField) return [];
  const asks: IssueListAsk[] = [];
  const counted = new Set<string>();
  for (const field of info.fieldNodes.flatMap((node) => [...fieldsOf(node.selectionSet, 'Project', info)])) {
    if (field.name.value !== 'issues') continue;
    const asked = new Set([...fieldsOf(field.selectionSet, 'IssueConnection', info)].map((node) => node.name.value));
    try {
      const args = getArgumentValues(issuesField, field, info.variableValues) as {
        first?: number | null;
        after?: string | null;
        state?: 'OPEN' | 'CLOSED' | null;
        query?: string | null;
      };
      const searched = filterOfSearch(args.query, args.state);
      if (searched === null || 'errors' in searched) continue;
      const { filter } = searched;
      const wanted = pageRequest(args.first, args.after);
      const rows = (asked.has('edges') || asked.has('pageInfo')) && wanted.limit > 0;
      const key = JSON.stringify(filter);
      const count = asked.has('totalCount') && !counted.has(key);
      if (count) counted.add(key);
      if (!rows && !count) continue;
      const page = rows ? { key: decodeCursor(wanted.after, cursorShapeOf(filter.sort ?? DEFAULT_SORT)), limit: wanted.limit + 1 } : null;
      asks.push({ filter, page, count });
    } catch {
      // An argument, page size or cursor the list refuses: its own resolver reports it.
    }
  }
  return asks;
}

/** A filter's JSON without its state: the same for a search and for it with `is:open` or `is:closed`. */
const withoutState = (ask: IssueListAsk) => JSON.stringify({ ...ask.filter, state: undefined });

/**
 * A search's count with no state made from its open and closed counts, which the statement reads: by two asks of
 * their own (`open` and `closed`, their indexes in the asks), or by one that reads both in one pass (`both`).
 */
type SummedCount =
  | { readonly filter: IssueFilter; readonly open: number; readonly closed: number }
  | { readonly filter: IssueFilter; readonly both: number; readonly openFilter: IssueFilter; readonly closedFilter: IssueFilter };

/**
 * The lists to read, and the counts made by adding two of them: a search's count with no state, when the same
 * search's open and closed counts are asked too (the list's total beside its tabs, as the list page asks them), is
 * their sum rather than a count of its own. Counted again, it was about a third of the page's statement on the
 * 100 000-issue benchmark project (docs/performance.md, issue 14, text in a search). A text search's open and
 * closed counts, whenever both are asked (with `is:open`, the list's own count is its open tab's), are one pass over
 * its documents (domain/textCounts.ts) rather than two counts.
 */
function summedCounts(asked: readonly IssueListAsk[]): { readonly asks: IssueListAsk[]; readonly sums: SummedCount[] } {
  const counted = (key: string, state: 'OPEN' | 'CLOSED') =>
    asked.find((other) => other.count && other.filter.state === state && withoutState(other) === key);
  // The text searches whose open and closed counts are both asked: one ask reads both, the search's own without a
  // state if it is asked (with its page), else one of its own.
  const passes = new Map<string, { both: IssueListAsk; openFilter: IssueFilter; closedFilter: IssueFilter }>();
  for (const ask of asked) {
    const key = withoutState(ask);
    const open = counted(key, 'OPEN');
    const closed = counted(key, 'CLOSED');
    if (!open || !closed || !countedByText(ask.filter) || passes.has(key)) continue;
    const own = asked.find((other) => other.count && other.filter.state === undefined && withoutState(other) === key);
    const both = own
      ? { ...own, count: false, openAndClosed: true }
      : { filter: { ...open.filter, state: undefined }, page: null, count: false, openAndClosed: true };
    passes.set(key, { both, openFilter: open.filter, closedFilter: closed.filter });
  }
  const asks: IssueListAsk[] = [];
  const pairs: { filter: IssueFilter; open: IssueListAsk; closed: IssueListAsk }[] = [];
  for (const ask of asked) {
    const key = withoutState(ask);
    const pass = passes.get(key);
    if (pass) {
      // The pass stands where the search's own ask stood (or its first tab's); the tabs keep only their pages.
      if (ask.count && (ask.filter.state === undefined || !asks.includes(pass.both))) {
        if (!asks.includes(pass.both)) asks.push(pass.both);
        if (ask.filter.state !== undefined && ask.page) asks.push({ ...ask, count: false });
      } else if (ask.page && ask.filter.state !== undefined) asks.push({ ...ask, count: false });
      else if (!ask.count) asks.push(ask);
      continue;
    }
    const open = counted(key, 'OPEN');
    const closed = counted(key, 'CLOSED');
    if (ask.count && ask.filter.state === undefined && open && closed) {
      pairs.push({ filter: ask.filter, open, closed });
      if (ask.page) asks.push({ ...ask, count: false });
    } else asks.push(ask);
  }
  const sums: SummedCount[] = [
    ...pairs.map(({ filter, open, closed }) => ({ filter, open: asks.indexOf(open), closed: asks.indexOf(closed) })),
    ...[...passes.values()].map(({ both, openFilter, closedFilter }) => ({
      filter: both.filter,
      both: asks.indexOf(both),
      openFilter,
      closedFilter,
    })),
  ];
  return { asks, sums };
}

/** The first `issue(number)` the `project` field being resolved asks for, with its timeline's page when it asks for one. */
function issueAsked(info: GraphQLResolveInfo): IssueAsk | null {
  const issueField = fieldOf(info, 'Project', 'issue');
  const timelineField = fieldOf(info, 'Issue', 'timeline');
  if (!issueField || !timelineField) return null;
  const field = info.fieldNodes
    .flatMap((node) => [...fieldsOf(node.selectionSet, 'Project', info)])
    .find((node) => node.name.value === 'issue');
  if (!field) return null;
  try {
    const { number } = getArgumentValues(issueField, field, info.variableValues) as { number: number };
    // Project.issue answers null outside PostgreSQL's integers, without a statement.
    if (number < 1 || number > 2_147_483_647) return null;
    const timeline = [...fieldsOf(field.selectionSet, 'Issue', info)].find((node) => node.name.value === 'timeline');
    const asked = new Set([...fieldsOf(timeline?.selectionSet, 'IssueTimelineConnection', info)].map((node) => node.name.value));
    if (!timeline || !(asked.has('edges') || asked.has('pageInfo'))) return { number, timeline: null };
    const args = getArgumentValues(timelineField, timeline, info.variableValues) as { first?: number | null; after?: string | null };
    const wanted = pageRequest(args.first, args.after);
    if (wanted.limit === 0) return { number, timeline: null };
    return { number, timeline: { key: decodeCursor(wanted.after, TIMELINE_CURSOR_SHAPE), limit: wanted.limit + 1 } };
  } catch {
    // An argument, page size or cursor refused: the fields' own resolvers report it.
    return null;
  }
}

/** The project's fields that read its choices (labels, assignable people) or the viewer's saved views (Project.ts). */
const PAGE_PART_FIELDS = new Set(['labels', 'assignableUsers', 'savedViews']);

/**
 * Whether the `project` field being resolved asks for its choices or saved views itself: only then are they read
 * in the statement (an issue's pickers ask its project's choices from deeper down: see walkOf). Asked anywhere
 * else, their loaders read them.
 */
function pagePartsAsked(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.some((node) =>
    [...fieldsOf(node.selectionSet, 'Project', info)].some((field) => PAGE_PART_FIELDS.has(field.name.value)),
  );
}

/** What the walk of a field's selection found: the lists and the issue to read ahead, and whether the page's parts are asked. */
interface Walk {
  readonly asks: readonly IssueListAsk[];
  readonly sums: readonly SummedCount[];
  readonly issueAsk: IssueAsk | null;
  readonly pageParts: boolean;
}

/** The walk of the field being resolved. An issue asked for brings the page's parts: its page's pickers show the choices. */
function walkOf(info: GraphQLResolveInfo): Walk {
  const issueAsk = issueAsked(info);
  return { ...summedCounts(issueListsAsked(info)), issueAsk, pageParts: issueAsk !== null || pagePartsAsked(info) };
}

/** Most variables' values whose walk is kept per field of a document (a list's cursors make new ones; then all are dropped). */
const MAX_WALKS_PER_FIELD = 64;
const walks = new WeakMap<FieldNode, Map<string, Walk>>();

/**
 * The walk of the field being resolved, kept per field node (its document's, which Yoga's parse cache and
 * graphql-jit's compiled queries reuse from request to request) and variables' values: it depends on nothing
 * else, and walking the selection, reading its arguments and parsing its searches on every request was about 3 %
 * of the list page's server CPU. What is kept is never changed by its readers.
 */
function walked(info: GraphQLResolveInfo): Walk {
  const [node] = info.fieldNodes;
  if (!node || info.fieldNodes.length > 1) return walkOf(info);
  const variables = JSON.stringify(info.variableValues);
  let kept = walks.get(node);
  if (!kept) walks.set(node, (kept = new Map()));
  const found = kept.get(variables);
  if (found) return found;
  const walk = walkOf(info);
  if (kept.size >= MAX_WALKS_PER_FIELD) kept.clear();
  kept.set(variables, walk);
  return walk;
}

/**
 * The project of `key` read with the issue lists and the issue the field being resolved asks of it, in one
 * statement, and primed for their resolvers; undefined when it asks for none (nothing to read ahead), null when
 * there is no such project (or `key` is a former slug: renamed projects are found by the loader).
 */
async function readAhead({ db, loaders }: Context, viewer: SignedIn, key: ProjectKey, info: GraphQLResolveInfo) {
  const { asks, sums, issueAsk, pageParts } = walked(info);
  if (asks.length === 0 && !issueAsk) return undefined;
  const read = await projectPageWithReadsAhead(db, viewer, key, asks, issueAsk, pageParts);
  if (!read) return null;
  const projectId = read.page.project.id;
  asks.forEach(({ filter, page }, i) => {
    const { rows, count } = read.lists[i] ?? { rows: null, count: null };
    if (page && rows) loaders.readAheadPages.set(pageKeyOf(projectId, filter, page.key, page.limit), rows);
    if (count !== null) loaders.issueCount.prime({ projectId, filter }, count);
  });
  for (const sum of sums) {
    const { filter } = sum;
    const [opened, closedCount] =
      'both' in sum ? (read.lists[sum.both]?.openAndClosed ?? []) : [read.lists[sum.open]?.count, read.lists[sum.closed]?.count];
    if (typeof opened !== 'number' || typeof closedCount !== 'number') continue;
    if ('both' in sum) {
      loaders.issueCount.prime({ projectId, filter: sum.openFilter }, opened);
      loaders.issueCount.prime({ projectId, filter: sum.closedFilter }, closedCount);
    }
    loaders.issueCount.prime({ projectId, filter }, opened + closedCount);
  }
  if (issueAsk && read.issue) {
    const { found, timeline } = read.issue;
    loaders.issuePageByNumber.prime({ projectId, number: issueAsk.number }, found);
    if (found && timeline && issueAsk.timeline)
      loaders.readAheadTimelines.set(timelinePageKey(found.id, issueAsk.timeline.key, issueAsk.timeline.limit), timeline);
  }
  return read.page;
}

/**
 * A project page read by its slug or id is then read by its id (its visibility, its issues' `project`), and its
 * fields read its choices and saved views: primes those loaders.
 */
export function primeProjectPage(loaders: Loaders, { project, choices, savedViews }: ProjectPage): void {
  loaders.project.prime(project.id, project);
  if (choices) loaders.choicesOfProject.prime(project.id, choices);
  if (savedViews) loaders.savedViewsOfProject.prime(project.id, savedViews);
}

/**
 * The project page of `slug` for `project(slug)`: with the issue lists and the issue it asks for in the same
 * statement when it asks for any (primed for their resolvers), else by the projectPageBySlug loader.
 */
export async function projectPageReadingAhead(
  context: Context,
  viewer: SignedIn,
  slug: string,
  info: GraphQLResolveInfo,
): Promise<ProjectPage | null> {
  const page = await readAhead(context, viewer, { slug }, info);
  if (!page) return context.loaders.projectPageBySlug.load(slug);
  context.loaders.projectPageBySlug.prime(slug, page);
  return page;
}

/**
 * For `node(id)` given a project's id: reads the project with the issue lists and the issue the query asks of it
 * in one statement when it asks for any, and primes the loaders `loadNode` and the fields then read.
 */
export async function readProjectAheadById(context: Context, viewer: SignedIn, id: number, info: GraphQLResolveInfo): Promise<void> {
  const page = await readAhead(context, viewer, { id }, info);
  if (page) primeProjectPage(context.loaders, page);
}
