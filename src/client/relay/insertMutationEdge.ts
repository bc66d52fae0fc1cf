// What Relay's @prependEdge and @appendEdge do, as a mutation updater that does nothing when the server
// refused: a refused create answers its edge as null (the reasons are in the payload's `errors`), and the
// directives then have Relay warn "MutationHandlers: Expected the server edge to be non-null" on every refusal.
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/** Where a mutation's new edge goes, and where to find it in the answer. */
export interface MutationEdge {
  /** The mutation's field (`addComment`). */
  mutation: string;
  /** The payload's edge field (`timelineEdge`). */
  edge: string;
  /** The `__id`s of the connections on screen that the new node belongs in. */
  connections: readonly string[];
  at: 'first' | 'last';
}

/**
 * Puts the answer's new edge into each connection, first or last, unless the node is in it already (a live
 * update may have put it there before the answer came), as the directives do. Use it as both the `updater`
 * and, for an optimistic answer, the `optimisticUpdater`.
 */
export function insertMutationEdge(store: RecordSourceSelectorProxy, { mutation, edge, connections, at }: MutationEdge): void {
  const serverEdge = store.getRootField(mutation)?.getLinkedRecord(edge);
  const nodeId = serverEdge?.getLinkedRecord('node')?.getDataID();
  if (serverEdge == null || nodeId === undefined) return;
  for (const connectionId of connections) {
    const connection = store.get(connectionId);
    // Not in the store: the list is no longer on screen.
    if (connection == null) continue;
    const edges = connection.getLinkedRecords('edges') ?? [];
    if (edges.some((existing) => existing?.getLinkedRecord('node')?.getDataID() === nodeId)) continue;
    const clientEdge = ConnectionHandler.buildConnectionEdge(store, connection, serverEdge);
    if (clientEdge == null) continue;
    if (at === 'first') ConnectionHandler.insertEdgeBefore(connection, clientEdge);
    else ConnectionHandler.insertEdgeAfter(connection, clientEdge);
  }
}
