// Relay connections with keyset pagination: a cursor holds the sort key of its row, and the next page is
// "rows after this key", so page 1000 costs what page 1 costs (no OFFSET).
import { GraphQLError } from 'graphql';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface Edge<T> {
  readonly cursor: string;
  readonly node: T;
}

export interface PageInfoModel {
  readonly hasNextPage: boolean;
  readonly hasPreviousPage: boolean;
  readonly startCursor: string | null;
  readonly endCursor: string | null;
}

export interface Page<T> {
  readonly edges: Edge<T>[];
  readonly pageInfo: PageInfoModel;
}

/**
 * A connection whose page and count are each fetched only when a client selects them (and once), so a list
 * asking only `comments { totalCount }` per issue never reads comment rows.
 */
export interface Connection<T> {
  readonly page: () => Promise<Page<T>>;
  readonly totalCount: () => Promise<number>;
}

function once<V>(compute: () => Promise<V>): () => Promise<V> {
  let result: Promise<V> | undefined;
  return () => (result ??= compute());
}

export function lazyConnection<T>(page: () => Promise<Page<T>>, totalCount: () => Promise<number>): Connection<T> {
  return { page: once(page), totalCount: once(totalCount) };
}

/** A cursor's sort key: the values of the columns the list is ordered by, the last one unique. */
export type CursorKey = readonly (number | string)[];
/** What each part of a list's cursor key must be. */
export type CursorShape = readonly ('int' | 'string')[];

function badInput(message: string, argument: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argument } });
}

/** The page size asked for, refused with a clear error outside 0..100 (as GitHub's API). */
export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return DEFAULT_PAGE_SIZE;
  if (first < 0 || first > MAX_PAGE_SIZE) {
    throw badInput(`\`first\` must be between 0 and ${MAX_PAGE_SIZE}, got ${first}.`, 'first');
  }
  return first;
}

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

function fits(value: unknown, part: 'int' | 'string'): boolean {
  return part === 'int' ? Number.isSafeInteger(value) : typeof value === 'string' && value.length <= 1000;
}

/** The sort key inside `after`, which must match the list's `shape`; a clear error otherwise. */
export function decodeCursor(after: string | null | undefined, shape: CursorShape): CursorKey | null {
  if (after === null || after === undefined) return null;
  const invalid = badInput('`after` is not a valid cursor for this list.', 'after');
  if (after.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(after)) throw invalid;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!Array.isArray(parsed) || parsed.length !== shape.length) throw invalid;
  const parts: unknown[] = parsed;
  if (!shape.every((part, i) => fits(parts[i], part))) throw invalid;
  return parts as (number | string)[];
}

/**
 * Builds a page from rows fetched with `limit + 1`: the extra row, if present, proves a next page.
 */
export function toPage<T>(rows: readonly T[], limit: number, keyOf: (row: T) => CursorKey, hasPreviousPage: boolean): Page<T> {
  const page = rows.slice(0, limit);
  const edges = page.map((node) => ({ cursor: encodeCursor(keyOf(node)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > limit,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
