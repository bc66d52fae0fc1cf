// The GraphQL multipart request specification: the operation as JSON with each file replaced by null,
// then a map from each file part to the variable paths it fills, then the files in that order.
//
// Naming convention for Relay's `uploadables`: each key is the dotted path, inside `variables`, of the value
// the file fills. `{ 'input.files.0': fileA, 'input.files.1': fileB }` fills `variables.input.files[0]` and
// `[1]`. Array slots and missing objects on the path are created; a path that would overwrite a value that
// is not null is refused, since a file must never silently replace data.
import type { UploadableMap, Variables } from 'relay-runtime';

const SEGMENT = /^(?:0|[1-9]\d{0,5}|[A-Za-z_][A-Za-z0-9_]*)$/;
/** Names that reach an object's prototype: a path through them would change every object in the page. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export interface MultipartOperation {
  readonly doc_id?: string;
  readonly query?: string;
  readonly operationName: string;
  readonly variables: Variables;
}

/** A copy of `variables` with null at every file's path (the JSON half of the request). */
export function variablesWithFileSlots(variables: Variables, paths: readonly string[]): Variables {
  const copy = structuredClone(variables) as Record<string, unknown>;
  for (const path of paths) {
    const segments = path.split('.');
    if (!segments.every((s) => SEGMENT.test(s) && !FORBIDDEN.has(s))) {
      throw new Error(`Uploadable key "${path}" is not a dotted variable path such as "input.files.0".`);
    }
    let parent: Record<string, unknown> | unknown[] = copy;
    segments.forEach((segment, i) => {
      const last = i === segments.length - 1;
      const nextIsIndex = /^\d+$/.test(segments[i + 1] ?? '');
      const key: string | number = Array.isArray(parent) ? Number(segment) : segment;
      const container = parent as Record<string | number, unknown>;
      // Only own properties: never anything inherited.
      const current = Object.hasOwn(container, key) ? container[key] : undefined;
      if (last) {
        if (current !== undefined && current !== null) throw new Error(`Uploadable key "${path}" would overwrite a variable's value.`);
        container[key] = null;
        return;
      }
      if (current === undefined || current === null) container[key] = nextIsIndex ? [] : {};
      const next = container[key]; // never null: a null on the way was replaced just above
      if (typeof next !== 'object') throw new Error(`Uploadable key "${path}" runs through a value that is not an object.`);
      parent = next as Record<string, unknown> | unknown[];
    });
  }
  return copy;
}

export function buildMultipartBody(operation: MultipartOperation, uploadables: UploadableMap): FormData {
  const paths = Object.keys(uploadables);
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...operation, variables: variablesWithFileSlots(operation.variables, paths) }));
  form.append('map', JSON.stringify(Object.fromEntries(paths.map((path, i) => [String(i), [`variables.${path}`]]))));
  paths.forEach((path, i) => {
    const file = uploadables[path];
    if (file === undefined) return;
    // A Blob has no name; the server then stores the file as "file".
    form.append(String(i), file, 'name' in file ? file.name : 'file');
  });
  return form;
}
