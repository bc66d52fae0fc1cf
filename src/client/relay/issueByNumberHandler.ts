import type { DataID, MissingFieldHandler } from 'relay-runtime';

/**
 * Tells Relay where `Project.issue(number:)` points when the store has that issue already but was never asked
 * for it by that path: the issue page asks `project(slug) { issue(number) }`, while the list, My issues or a
 * relation fetched the same issue as an edge. With the link found, the issue page's query reads the title,
 * number and state the store holds at once, and only the parts still missing wait for the server (its answer
 * then replaces what was read). An issue matches by its number and by its `project` link to this very project
 * record, so another project's issue of the same number is never taken; when none matches, the field stays
 * missing and the page waits for the server, as without the handler.
 *
 * `recordIds` lists the store's records. Relay gives handlers no other way to search, so the handler scans
 * them: a few thousand records at most, once per check of the issue page's query.
 */
export function issueByNumberHandler(recordIds: () => readonly DataID[]): MissingFieldHandler {
  return {
    kind: 'linked',
    handle(field, project, args, store) {
      if (field.name !== 'issue' || project?.getType() !== 'Project') return undefined;
      const number: unknown = args.number;
      if (typeof number !== 'number') return undefined;
      const projectId = project.getDataID();
      for (const id of recordIds()) {
        const record = store.get(id);
        if (record?.getType() !== 'Issue' || record.getValue('number') !== number) continue;
        if (record.getLinkedRecord('project')?.getDataID() === projectId) return id;
      }
      // Not known yet (never `null`, which would say the issue does not exist).
      return undefined;
    },
  };
}
