// How many Griffel renderer ids this process's heap holds as property names: Griffel's own insertion factory
// remembers each renderer a style hook inserted into as a property named after the renderer's id (`d0`, `d1`…,
// createDOMRenderer's), in a plain object per hook that is never emptied. The server renders each list page with
// a renderer of its own, so the count tells whether those records grow with the pages rendered
// (src/client/griffelServerInsertion.ts). Read from a heap snapshot (which collects garbage first): slow (seconds),
// for a test or a bench, never for the server.
import v8 from 'node:v8';

/** Griffel's DOM renderer ids (core's createDOMRenderer: `d` and a counter). */
const RENDERER_ID = /^d\d+$/;

interface HeapSnapshot {
  snapshot: { meta: { edge_fields: string[]; edge_types: [string[], ...unknown[]] } };
  edges: number[];
  strings: string[];
}

/** The number of object properties on the heap whose name is a renderer id. */
export async function rendererIdPropertiesOnHeap(): Promise<number> {
  const chunks: Buffer[] = [];
  for await (const chunk of v8.getHeapSnapshot()) chunks.push(chunk as Buffer);
  const snapshot = JSON.parse(Buffer.concat(chunks).toString('utf8')) as HeapSnapshot;
  const fields = snapshot.snapshot.meta.edge_fields;
  const typeField = fields.indexOf('type');
  const nameField = fields.indexOf('name_or_index');
  const property = snapshot.snapshot.meta.edge_types[0].indexOf('property');
  const ids = new Set<number>();
  snapshot.strings.forEach((text, index) => {
    if (RENDERER_ID.test(text)) ids.add(index);
  });
  let count = 0;
  for (let edge = 0; edge < snapshot.edges.length; edge += fields.length) {
    if (snapshot.edges[edge + typeField] === property && ids.has(snapshot.edges[edge + nameField] ?? -1)) count++;
  }
  return count;
}
