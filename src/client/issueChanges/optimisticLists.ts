// The optimistic updaters of the label and assignee mutations: they change an issue's list in the store
// as the server will (added items join the list, sorted as the server sorts them; removed ones leave).
// Relay throws these changes away when the answer arrives, and applies the server's lists instead.
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Adds (or removes) the records `itemIds` to (or from) the linked list `field` of each issue, keeping the
 * list sorted by `sortKey`. Items not in the store are skipped: the answer will bring them.
 */
export function updateLinkedLists(
  store: RecordSourceSelectorProxy,
  issueIds: readonly string[],
  field: 'labels' | 'assignees',
  itemIds: readonly string[],
  change: 'add' | 'remove',
  sortKey: 'name' | 'login',
): void {
  const items = itemIds.map((id) => store.get(id)).filter((record): record is RecordProxy => record != null);
  const key = (record: RecordProxy) => String(record.getValue(sortKey) ?? '').toLocaleLowerCase();
  for (const issueId of issueIds) {
    const issue = store.get(issueId);
    if (issue == null) continue;
    const current = (issue.getLinkedRecords(field) ?? []).filter((record): record is RecordProxy => record != null);
    const next =
      change === 'add'
        ? [...current, ...items.filter((item) => !current.some((record) => record.getDataID() === item.getDataID()))]
        : current.filter((record) => !itemIds.includes(record.getDataID()));
    if (change === 'add') next.sort((a, b) => key(a).localeCompare(key(b)));
    issue.setLinkedRecords(next, field);
  }
}
