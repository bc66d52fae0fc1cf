// Keyset pagination for every list the API pages through: the page size asked for, cursors (a row's sort key,
// opaque to clients), and the page cut from rows fetched one beyond it, so page 1000 costs what page 1 costs
// (no OFFSET). Knows no GraphQL: a bad page size or cursor is a PaginationError, which the GraphQL layer
// reports as BAD_USER_INPUT naming the argument (graphql/domainErrors.ts).
//
// Each list keeps its ORDER BY and its "after this key" condition together in its own module (lists.ts,
// issueList.ts, timeline.ts); this module holds what they share.
import { sql, type RawBuilder } from 'kysely';

const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface Edge<T> {
  readonly cursor: string;
  readonly node: T;
}

export interface PageInfo {
  readonly hasNextPage: boolean;
  readonly hasPreviousPage: boolean;
  readonly startCursor: string | null;
  readonly endCursor: string | null;
}

export interface Page<T> {
  readonly edges: Edge<T>[];
  readonly pageInfo: PageInfo;
}

/**
 * A list whose page and count are each fetched only when asked for (and once), so a client asking only
 * `comments { totalCount }` per issue never reads comment rows.
 */
export interface Connection<T> {
  readonly page: () => Promise<Page<T>>;
  readonly totalCount: () => Promise<number>;
}

/** A page size or cursor the list cannot serve; `argument` names what was wrong. */
export class PaginationError extends Error {
  readonly argument: 'first' | 'after';
  constructor(argument: 'first' | 'after', message: string) {
    super(message);
    this.name = 'PaginationError';
    this.argument = argument;
  }
}

/** What a client asked for: how many rows, after which cursor (still opaque: each list decodes its own). */
export interface PageRequest {
  readonly limit: number;
  readonly after: string | null | undefined;
}

/** The page asked for, refused outside 0..100 rows (as GitHub's API). */
export function pageRequest(first: number | null | undefined, after: string | null | undefined): PageRequest {
  if (first === null || first === undefined) return { limit: DEFAULT_PAGE_SIZE, after };
  if (first < 0 || first > MAX_PAGE_SIZE) {
    throw new PaginationError('first', `\`first\` must be between 0 and ${MAX_PAGE_SIZE}, got ${first}.`);
  }
  return { limit: first, after };
}

/** A cursor's sort key: the values of the columns the list is ordered by, the last one unique. */
export type CursorKey = readonly (number | string)[];
/**
 * What each part of a list's cursor key must be, as its SQL reads it: `int` an integer column (PostgreSQL's
 * 32-bit integer), `string` text, `time` a timestamp. A cursor is made by the server but sent back by the
 * client, so each part is checked to be something the database accepts in that place: a number past int32,
 * a time that is not one, or a NUL would otherwise fail in PostgreSQL as a 500 (issue 19).
 */
type CursorPart = 'int' | 'string' | 'time';
export type CursorShape = readonly CursorPart[];

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

const INT32_MAX = 2 ** 31 - 1;
/** The two ways the lists write times into cursors: PostgreSQL's `timestamptz::text` and JavaScript's ISO text. */
const TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::\d{2}){0,2})$/;

/** Whether `text` is a time PostgreSQL reads: the form above, and a day and hour that exist. */
function isTime(text: string): boolean {
  const parts = TIME.exec(text)?.slice(1).map(Number);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  // setUTCFullYear, not Date.UTC (which reads years 0-99 as 1900-1999); it rolls 30 February over into
  // March, so the day exists only if it comes back as it went in.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const dayExists = year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return dayExists && hour <= 23 && minute <= 59 && second <= 59;
}

function fits(value: unknown, part: CursorPart): boolean {
  if (part === 'int') return Number.isInteger(value) && Math.abs(value as number) <= INT32_MAX;
  // PostgreSQL's text cannot hold NUL (the variable was checked, but this text was inside its base64).
  if (typeof value !== 'string' || value.length > 1000 || value.includes('\u0000')) return false;
  return part === 'string' || isTime(value);
}

/** The sort key inside `after`, which must match the list's `shape`. */
export function decodeCursor(after: string | null | undefined, shape: CursorShape): CursorKey | null {
  if (after === null || after === undefined) return null;
  const invalid = new PaginationError('after', '`after` is not a valid cursor for this list.');
  if (after.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(after)) throw invalid;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: `parsed` stays undefined, which the next check refuses as it refuses any other non-array.
  }
  if (!Array.isArray(parsed) || parsed.length !== shape.length) throw invalid;
  const parts: unknown[] = parsed;
  if (!shape.every((part, i) => fits(parts[i], part))) throw invalid;
  return parts as (number | string)[];
}

function once<V>(compute: () => Promise<V>): () => Promise<V> {
  let result: Promise<V> | undefined;
  return () => (result ??= compute());
}

/** A list with nothing in it (a search that could not be understood, a list the viewer may not read). */
export function emptyConnection<T>(): Connection<T> {
  return {
    page: async () => ({ edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } }),
    totalCount: async () => 0,
  };
}

export interface KeysetList<Row> {
  /** What the list's cursors hold; a cursor of another shape is refused. */
  readonly shape: CursorShape;
  /** Up to `limit` rows in the list's order, those after `after` when it is given. */
  readonly rows: (after: CursorKey | null, limit: number) => Promise<readonly Row[]>;
  /** A row's sort key, exactly as the database compared it in the ORDER BY. */
  readonly keyOf: (row: Row) => CursorKey;
  readonly count: () => Promise<number>;
  /**
   * The rows and the count in one statement, for a list whose readers usually ask for both (the issue page's
   * timeline): a round trip less than `rows` and `count` apart.
   */
  readonly rowsAndCount?: (after: CursorKey | null, limit: number) => Promise<{ readonly rows: readonly Row[]; readonly count: number }>;
}

/**
 * One page of a keyset-paginated list. The cursor is checked at once (a bad one fails even when only the
 * count is asked for); rows are fetched with one beyond the page, whose presence proves a next page.
 *
 * A list that can read its rows and count together (`rowsAndCount`) does so when both are asked for. Whether
 * both are is known one microtask after the first ask: GraphQL calls the resolvers of one object's fields
 * (`edges`, `pageInfo`, `totalCount`) one after the other before any promise settles.
 */
export function keysetConnection<Row>(request: PageRequest, list: KeysetList<Row>): Connection<Row> {
  const after = decodeCursor(request.after, list.shape);
  const wanted = { rows: false, count: false };
  const together = once(async () => {
    const { rowsAndCount } = list;
    if (!rowsAndCount || request.limit === 0) return null;
    await Promise.resolve();
    return wanted.rows && wanted.count ? rowsAndCount(after, request.limit + 1) : null;
  });
  const rows = async () => {
    wanted.rows = true;
    if (request.limit === 0) return [];
    return (await together())?.rows ?? list.rows(after, request.limit + 1);
  };
  const count = async () => {
    wanted.count = true;
    return (await together())?.count ?? list.count();
  };
  return {
    page: once(async () => {
      const fetched = await rows();
      const edges = fetched.slice(0, request.limit).map((node) => ({ cursor: encodeCursor(list.keyOf(node)), node }));
      return {
        edges,
        pageInfo: {
          hasNextPage: fetched.length > request.limit,
          hasPreviousPage: after !== null,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    }),
    totalCount: once(count),
  };
}

/**
 * The one collation rule of case-insensitive orders: the database's lower(), selected with the row so its
 * cursor holds the key exactly as the ORDER BY compared it. JavaScript's toLowerCase folds other letters
 * than lower() does (all of Unicode against ASCII alone under the C locale; "İ" differently under any), and
 * a cursor that disagrees with the ORDER BY skips or repeats rows.
 */
export function caseInsensitive(column: string): RawBuilder<string> {
  return sql<string>`lower(${sql.ref(column)})`;
}
