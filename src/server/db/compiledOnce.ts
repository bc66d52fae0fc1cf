// A Kysely query built and compiled once per shape, then run with each call's values (issue 14). Building a query
// (its operation-node tree, frozen object by object) and compiling it to SQL is plain CPU that gives the same text
// on every request: the project pages' read alone took 7 % of the list page's server CPU doing so.
//
// The query is built once with markers in place of the values, compiled, and the markers are found among the
// compiled parameters; a call then sends that SQL with its own values in the markers' places. So the build must
// not look at the values (no branching, no `sql.lit`): whatever changes the SQL text belongs in the shape
// (e.g. the length of an `in` list). A value the SQL does not use, or one that lands in the text, is refused when
// the shape is first compiled.
import { CompiledQuery, type Compilable } from 'kysely';
import type { DB } from './database.ts';

const MARKER = '\u0000compiledOnce:';

/** Most shapes a query keeps (an `in` list's lengths, as DataLoader batches them); a new shape past it is compiled each time. */
const MAX_SHAPES = 64;

interface Compiled {
  readonly sql: string;
  /** Per compiled parameter: the index of the call's value it takes, or the constant the build put there. */
  readonly slots: readonly ({ readonly value: number } | { readonly constant: unknown })[];
}

function compile<Values extends readonly unknown[]>(
  db: DB,
  build: (db: DB, values: Values) => Compilable<unknown>,
  count: number,
): Compiled {
  // Markers stand in for values of any type: the build only hands them to Kysely, which only carries them.
  const markers = Array.from({ length: count }, (_, i) => `${MARKER}${i}`) as unknown as Values;
  const query = build(db, markers).compile();
  if (query.sql.includes(MARKER)) throw new Error('compiledOnce: a value was written into the SQL text, not sent as a parameter.');
  const used = new Set<number>();
  const slots = query.parameters.map((parameter) => {
    if (typeof parameter === 'string' && parameter.startsWith(MARKER)) {
      const value = Number(parameter.slice(MARKER.length));
      used.add(value);
      return { value };
    }
    return { constant: parameter };
  });
  if (used.size !== count) throw new Error(`compiledOnce: the SQL uses ${used.size} of the ${count} values given.`);
  return { sql: query.sql, slots };
}

/**
 * A query run by `(db, shape, values)`: built by `build` (with markers for `values`) and compiled the first time
 * each `shape` is seen on `db`, then sent with the values in place. `shape` names everything that changes the SQL text.
 */
export function compiledOnce<Values extends readonly unknown[], Row>(build: (db: DB, values: Values) => Compilable<Row>) {
  const run = compiledOnceWithPlan((db: DB, values: Values) => build(db, values));
  return (db: DB, shape: string, values: Values): Promise<Row[]> => run(db, shape, values, undefined);
}

/**
 * compiledOnce for a query whose build also follows a `plan` (which lists to read, which filters): `shape` must
 * then name all of the plan (e.g. its JSON), since the plan of the first call of a shape builds the SQL that every
 * later call of that shape sends. The values stay apart from the plan, as markers.
 */
export function compiledOnceWithPlan<Values extends readonly unknown[], Row, Plan>(
  build: (db: DB, values: Values, plan: Plan) => Compilable<Row>,
) {
  // Per database: PGlite and PostgreSQL could compile differently (their dialects are separate objects).
  const byDatabase = new WeakMap<DB, Map<string, Compiled>>();
  return async (db: DB, shape: string, values: Values, plan: Plan): Promise<Row[]> => {
    const shapes = byDatabase.get(db) ?? new Map<string, Compiled>();
    byDatabase.set(db, shapes);
    let compiled = shapes.get(shape);
    if (!compiled) {
      compiled = compile(db, (first: DB, markers: Values) => build(first, markers, plan), values.length);
      if (shapes.size < MAX_SHAPES) shapes.set(shape, compiled);
    }
    const parameters = compiled.slots.map((slot) => ('value' in slot ? values[slot.value] : slot.constant));
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return rows;
  };
}
