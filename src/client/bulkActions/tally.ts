/** Which ids every list holds, and which only some of them do. */
export interface Tally {
  all: string[];
  some: string[];
}

/**
 * Tallies the ids of several issues' lists (their labels, their assignees). A list that could not be read (null)
 * counts as holding nothing: what it holds is then at most "some".
 */
export function tallyOf(lists: ReadonlyArray<ReadonlyArray<{ readonly id: string }> | null | undefined>): Tally {
  const counts = new Map<string, number>();
  for (const list of lists) {
    for (const id of new Set((list ?? []).map((item) => item.id))) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const all: string[] = [];
  const some: string[] = [];
  for (const [id, count] of counts) (count === lists.length ? all : some).push(id);
  return { all, some };
}
