// Keyset pagination's shared rules (src/server/domain/pagination.ts) called directly: page sizes at their
// edges, every way a cursor can be refused, the page cut from one row beyond it, and when rows and count are
// read together. pagination.test.ts shows the same through the API on a seeded server; these need none, so a
// mutant costs about a second (the domain-rules mutation target, README "Mutation testing").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import {
  caseInsensitive,
  emptyConnection,
  encodeCursor,
  keysetConnection,
  MAX_PAGE_SIZE,
  PaginationError,
  pageRequest,
  type CursorKey,
  type CursorShape,
  type KeysetList,
} from '../../src/server/domain/pagination.ts';

const refusedFirst = (first: number) => new PaginationError('first', `\`first\` must be between 0 and ${MAX_PAGE_SIZE}, got ${first}.`);
const refusedAfter = new PaginationError('after', '`after` is not a valid cursor for this list.');

/** The raw text of a cursor holding `value`, whatever it is (a cursor is base64url JSON). */
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

interface Row {
  readonly n: number;
}

/** A list of rows numbered 1..size, ordered by number, keyed [n]; it records what it was asked. */
function numberedList(size: number, options: { together?: boolean; shape?: CursorShape } = {}) {
  const calls: string[] = [];
  const all: Row[] = Array.from({ length: size }, (_, i) => ({ n: i + 1 }));
  const after = (key: CursorKey | null) => all.filter((row) => key === null || row.n > Number(key[0]));
  const list: KeysetList<Row> = {
    shape: options.shape ?? ['int'],
    rows: async (key, limit) => {
      calls.push(`rows ${JSON.stringify(key)} ${limit}`);
      return after(key).slice(0, limit);
    },
    keyOf: (row) => [row.n],
    count: async () => {
      calls.push('count');
      return size;
    },
    ...(options.together
      ? {
          rowsAndCount: async (key: CursorKey | null, limit: number) => {
            calls.push(`rowsAndCount ${JSON.stringify(key)} ${limit}`);
            return { rows: after(key).slice(0, limit), count: size };
          },
        }
      : {}),
  };
  return { list, calls };
}

test(`a page size from 0 to ${MAX_PAGE_SIZE} is served; none asks for 25; one outside is refused naming first`, () => {
  assert.deepEqual(pageRequest(null, 'c'), { limit: 25, after: 'c' });
  assert.deepEqual(pageRequest(undefined, null), { limit: 25, after: null });
  assert.deepEqual(pageRequest(0, undefined), { limit: 0, after: undefined });
  assert.deepEqual(pageRequest(1, null), { limit: 1, after: null });
  assert.deepEqual(pageRequest(MAX_PAGE_SIZE, 'c'), { limit: MAX_PAGE_SIZE, after: 'c' });
  assert.equal(MAX_PAGE_SIZE, 100);
  for (const first of [-1, MAX_PAGE_SIZE + 1]) {
    assert.throws(() => pageRequest(first, null), refusedFirst(first));
    assert.throws(
      () => pageRequest(first, null),
      (error: unknown) => error instanceof PaginationError && error.argument === 'first',
    );
  }
  assert.equal(refusedFirst(1).name, 'PaginationError');
});

test('a page holds the rows asked for, says whether more follow, and its cursors lead on', async () => {
  const { list, calls } = numberedList(5);
  const first = await keysetConnection({ limit: 2, after: null }, list).page();
  assert.deepEqual(
    first.edges.map((edge) => edge.node.n),
    [1, 2],
  );
  assert.deepEqual(
    first.edges.map((edge) => edge.cursor),
    [encodeCursor([1]), encodeCursor([2])],
  );
  assert.deepEqual(first.pageInfo, {
    hasNextPage: true,
    hasPreviousPage: false,
    startCursor: encodeCursor([1]),
    endCursor: encodeCursor([2]),
  });
  assert.deepEqual(calls, ['rows null 3'], 'one row beyond the page, nothing counted');

  const last = await keysetConnection({ limit: 3, after: first.pageInfo.endCursor }, list).page();
  assert.deepEqual(
    last.edges.map((edge) => edge.node.n),
    [3, 4, 5],
  );
  assert.deepEqual(last.pageInfo, {
    hasNextPage: false,
    hasPreviousPage: true,
    startCursor: encodeCursor([3]),
    endCursor: encodeCursor([5]),
  });
  assert.equal(calls[1], 'rows [2] 4', 'the cursor is handed to the list decoded');

  const beyond = await keysetConnection({ limit: 3, after: last.pageInfo.endCursor }, list).page();
  assert.deepEqual(beyond, {
    edges: [],
    pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null },
  });
});

test('a cursor is base64url JSON: the sort key, as its list compared it', () => {
  assert.equal(encodeCursor([7, 'Ünïcode']), Buffer.from('[7,"Ünïcode"]', 'utf8').toString('base64url'));
});

test('a page of 0 reads no rows, and asked for together with the count still reads only the count', async () => {
  for (const together of [false, true]) {
    const { list, calls } = numberedList(5, { together });
    const connection = keysetConnection({ limit: 0, after: null }, list);
    const [page, count] = await Promise.all([connection.page(), connection.totalCount()]);
    assert.deepEqual(page, {
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
    assert.equal(count, 5);
    assert.deepEqual(calls, ['count'], `together: ${together}`);
  }
});

test('rows and count asked for at once are read in one go where the list can; either alone reads only itself', async () => {
  const both = numberedList(5, { together: true });
  const connection = keysetConnection({ limit: 2, after: encodeCursor([1]) }, both.list);
  const [page, count] = await Promise.all([connection.page(), connection.totalCount()]);
  assert.deepEqual(
    page.edges.map((edge) => edge.node.n),
    [2, 3],
  );
  assert.equal(page.pageInfo.hasNextPage, true);
  assert.equal(count, 5);
  assert.deepEqual(both.calls, ['rowsAndCount [1] 3']);
  assert.equal(await connection.page(), page, 'each is read once');
  assert.equal(await connection.totalCount(), 5);
  assert.deepEqual(both.calls, ['rowsAndCount [1] 3']);

  const pageOnly = numberedList(5, { together: true });
  await keysetConnection({ limit: 2, after: null }, pageOnly.list).page();
  assert.deepEqual(pageOnly.calls, ['rows null 3']);

  const countOnly = numberedList(5, { together: true });
  assert.equal(await keysetConnection({ limit: 2, after: null }, countOnly.list).totalCount(), 5);
  assert.deepEqual(countOnly.calls, ['count']);

  const apart = numberedList(5);
  const separate = keysetConnection({ limit: 2, after: null }, apart.list);
  await Promise.all([separate.page(), separate.totalCount()]);
  assert.deepEqual(apart.calls.toSorted(), ['count', 'rows null 3'], 'a list without rowsAndCount reads both apart');
});

test('a cursor is refused, naming after, unless it is base64url of a JSON array of the list shape', () => {
  const shape: CursorShape = ['string', 'int'];
  const good = cursorOf(['b', 2]);
  const served = (after: string) => keysetConnection({ limit: 1, after }, numberedList(0, { shape }).list);
  served(good);
  const refused = {
    'standard base64': good.replace(/[-_]/g, '+') + '+',
    'a character outside base64url before it': `!${good}`,
    'a character outside base64url after it': `${good}!`,
    'a character outside base64url inside it': `${good.slice(0, 3)}.${good.slice(3)}`,
    empty: '',
    'not JSON': Buffer.from('[1,', 'utf8').toString('base64url'),
    'not an array': cursorOf({ 0: 'b', 1: 2 }),
    'a string': cursorOf('b,2'),
    'too short': cursorOf(['b']),
    'too long': cursorOf(['b', 2, 3]),
    'parts swapped': cursorOf([2, 'b']),
    'an int that is not whole': cursorOf(['b', 2.5]),
    'an int past 2^53': cursorOf(['b', 2 ** 53]),
    'an int past int32 (PostgreSQL integer)': cursorOf(['b', 2 ** 31]),
    'an int below int32': cursorOf(['b', -(2 ** 31)]),
    'a NUL inside a string (PostgreSQL text cannot hold it)': cursorOf(['b\u0000', 2]),
    'an int as text': cursorOf(['b', '2']),
    'null for a part': cursorOf([null, 2]),
    'a string over 1000 characters': cursorOf(['x'.repeat(1001), 2]),
  };
  for (const [what, after] of Object.entries(refused)) {
    assert.throws(() => served(after), refusedAfter, what);
    assert.throws(
      () => served(after),
      (error: unknown) => error instanceof PaginationError && error.argument === 'after',
      what,
    );
  }
  served(cursorOf(['x'.repeat(1000), 2 ** 31 - 1]));
  served(cursorOf(['', -(2 ** 31 - 1)]));
});

test('a time in a cursor is one PostgreSQL reads: its text or ISO form, a day and hour that exist', () => {
  const served = (time: unknown) =>
    keysetConnection({ limit: 1, after: cursorOf([time, 1]) }, numberedList(0, { shape: ['time', 'int'] }).list);
  for (const time of ['2026-11-27 23:30:00.123456+00', '2026-11-27T23:30:00.123Z', '2024-02-29 00:00:00+05:30', '0001-01-01 00:00:00Z']) {
    served(time);
  }
  const refused = [
    'yesterday',
    'not a date',
    '',
    '2026-02-29 10:00:00+00',
    '2026-13-01 10:00:00+00',
    '2026-01-01 24:00:00+00',
    '2026-01-01 10:60:00+00',
    '2026-01-01 10:00:60+00',
    '0000-01-01 10:00:00+00',
    '99999-01-01 10:00:00+00',
    '2026-01-01 10:00:00',
    '2026-01-01 10:00:00.1234567+00',
    '2026-01-01 10:00:00+00\u0000',
    1767261600000,
  ];
  for (const time of refused) assert.throws(() => served(time), refusedAfter, String(time));
});

test('a cursor of 2000 characters is decoded, a longer one refused unread', () => {
  const shape: CursorShape = ['string', 'string'];
  // 1500 bytes of JSON make 2000 characters of base64url; each string stays within its 1000.
  const ofLength = (extra: number) => cursorOf(['x'.repeat(1000), 'y'.repeat(493 + extra)]);
  const atLimit = ofLength(0);
  assert.equal(atLimit.length, 2000);
  keysetConnection({ limit: 1, after: atLimit }, numberedList(0, { shape }).list);
  const over = ofLength(3);
  assert.equal(over.length, 2004);
  assert.throws(() => keysetConnection({ limit: 1, after: over }, numberedList(0, { shape }).list), refusedAfter);
});

test('a bad cursor is refused at once, even when only the count would be read', () => {
  const { list, calls } = numberedList(5);
  assert.throws(() => keysetConnection({ limit: 2, after: cursorOf(['x']) }, list), refusedAfter);
  assert.deepEqual(calls, []);
});

test('an empty connection has no rows, no cursors and a count of 0', async () => {
  const empty = emptyConnection<Row>();
  assert.deepEqual(await empty.page(), {
    edges: [],
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  });
  assert.equal(await empty.totalCount(), 0);
});

test("case-insensitive orders compare the database's lower() of the column", () => {
  const db = new Kysely<{ projects: { name: string } }>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const compiled = db.selectFrom('projects').select(caseInsensitive('projects.name').as('key')).compile();
  assert.equal(compiled.sql, 'select lower("projects"."name") as "key" from "projects"');
});
