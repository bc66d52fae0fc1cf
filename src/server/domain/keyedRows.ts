// Answers of a read by many keys, aligned with the keys asked for (null or [] where nothing matches): what
// the per-request DataLoaders need from each batch read (batchReads.ts, issuePageRead.ts, projectPageRead.ts).

/** Each key's row (null when none), from rows in any order. */
export function byKey<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((k) => map.get(k) ?? null);
}

/** Rows grouped under the key each belongs to, the key column dropped. */
export function groupBy<G extends string, V extends Record<G, number>>(
  keys: readonly number[],
  rows: readonly V[],
  group: G,
): Omit<V, G>[][] {
  const groups = new Map<number, Omit<V, G>[]>(keys.map((k) => [k, []]));
  for (const { [group]: key, ...row } of rows) groups.get(key)?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}
