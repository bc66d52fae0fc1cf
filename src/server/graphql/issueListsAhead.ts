// The project field looking ahead at its issue lists (issue 14): `project(slug)` reads which `issues(...)` fields
// the query asks of it (through fragments, obeying @skip and @include, arguments with the variables in place), and
// reads the project, those pages and those counts in one statement (domain/projectIssuesRead.ts). What it read
// is primed where the lists' own resolvers look (the request's read-ahead pages, the issueCount loader), so they
// send nothing. Only a cache is filled: a list it could not read ahead (a bad cursor or page size, a search
// that cannot be understood) is resolved as before, and reports its error there.
import {
  getArgumentValues,
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLObjectType,
  GraphQLSkipDirective,
  Kind,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import { cursorShapeOf, filterOfSearch, pageKeyOf } from '../domain/issueList.ts';
import { decodeCursor, pageRequest } from '../domain/pagination.ts';
import { projectPageWithIssueLists, type IssueListAsk } from '../domain/projectIssuesRead.ts';
import type { ProjectPage } from '../domain/projectPageRead.ts';
import { DEFAULT_SORT } from '../domain/searchQuery.ts';
import type { SignedIn } from '../domain/viewer.ts';
import type { Context } from './context.ts';

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

/**
 * The fields a selection set asks for, fragments spread. The parent types here (Project, IssueConnection) are
 * object types, so every fragment valid in their place applies to them: type conditions need no test.
 */
function* fieldsOf(selectionSet: SelectionSetNode | undefined, info: GraphQLResolveInfo): Generator<FieldNode> {
  for (const selection of selectionSet?.selections ?? []) {
    if (!included(selection, info.variableValues)) continue;
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* fieldsOf(selection.selectionSet, info);
    else yield* fieldsOf(info.fragments[selection.name.value]?.selectionSet, info);
  }
}

/** The issue lists the `project` field being resolved asks for, those that can be read ahead; each filter's count once. */
export function issueListsAsked(info: GraphQLResolveInfo): IssueListAsk[] {
  const project = info.schema.getType('Project');
  const issuesField = project instanceof GraphQLObjectType ? project.getFields()['issues'] : undefined;
  if (!issuesField) return [];
  const asks: IssueListAsk[] = [];
  const counted = new Set<string>();
  for (const field of info.fieldNodes.flatMap((node) => [...fieldsOf(node.selectionSet, info)])) {
    if (field.name.value !== 'issues') continue;
    const asked = new Set([...fieldsOf(field.selectionSet, info)].map((node) => node.name.value));
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

/**
 * The project page of `slug` for `project(slug)`: with the issue lists it asks for in the same statement when
 * it asks for any (their pages and counts primed for their resolvers), else by the projectPageBySlug loader.
 */
export async function projectPageReadingAhead(
  { db, loaders }: Context,
  viewer: SignedIn,
  slug: string,
  info: GraphQLResolveInfo,
): Promise<ProjectPage | null> {
  const asks = issueListsAsked(info);
  const read = asks.length > 0 ? await projectPageWithIssueLists(db, viewer, slug, asks) : null;
  // No list asked for, or a former slug (renamed projects are found by the loader).
  if (!read) return loaders.projectPageBySlug.load(slug);
  const projectId = read.page.project.id;
  loaders.projectPageBySlug.prime(slug, read.page);
  asks.forEach(({ filter, page }, i) => {
    const { rows, count } = read.lists[i] ?? { rows: null, count: null };
    if (page && rows) loaders.readAheadPages.set(pageKeyOf(projectId, filter, page.key, page.limit), rows);
    if (count !== null) loaders.issueCount.prime({ projectId, filter }, count);
  });
  return read.page;
}
