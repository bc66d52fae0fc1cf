// Reads a GraphQL multipart request (the spec clients follow: `operations`, then `map`, then the files) in time
// and memory bounded by what was sent. Yoga's own reader writes each file wherever the map says, creating
// what is missing: a map naming index 99 999 999 of a one-element array made an array of that length, and the
// server spent 20 s and 2.6 GB on one request. Here every path of the map must end at a `null` placeholder that
// `operations` already holds (where the client took the file out), so nothing is created, and a malformed
// map is a 400 BAD_REQUEST that says what is wrong.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The most variable paths one request may fill (a file may fill several). */
const MAX_PATHS = 100;
/** The deepest variable path accepted (`variables.input.files.0` is 4). */
const MAX_PATH_SEGMENTS = 12;
const MAX_PATH_LENGTH = 300;

function badRequest(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
}

function parseJsonField(form: FormData, name: string): unknown {
  const value = form.get(name);
  if (value === null) throw badRequest(`The multipart form has no "${name}" field.`);
  if (typeof value !== 'string') throw badRequest(`The multipart "${name}" field must be text, not a file.`);
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`The multipart "${name}" field is not valid JSON.`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Puts `file` at `path` inside `operations`, where a `null` placeholder must already be. */
function placeFile(operations: Record<string, unknown>, path: string, file: File): void {
  const segments = path.split('.');
  if (path.length > MAX_PATH_LENGTH || segments.length > MAX_PATH_SEGMENTS || segments[0] !== 'variables') {
    throw badRequest(
      `The multipart map path "${path.slice(0, 100)}" must start with "variables." and have at most ${MAX_PATH_SEGMENTS} parts.`,
    );
  }
  let container: unknown = operations;
  for (let i = 0; i < segments.length - 1; i += 1) {
    container = childAt(container, segments[i] as string);
    if (container === undefined) break;
  }
  const last = segments.at(-1) as string;
  if (container === undefined || childAt(container, last) !== null) {
    throw badRequest(`The multipart map path "${path.slice(0, 100)}" does not name a null placeholder in "operations".`);
  }
  (container as Record<string, unknown>)[last] = file;
}

/** An own element of an array (by index) or an own property of an object; undefined for anything else. */
function childAt(container: unknown, key: string): unknown {
  if (Array.isArray(container)) {
    if (!/^(0|[1-9]\d{0,8})$/.test(key)) return undefined;
    const index = Number(key);
    return index < container.length ? container[index] : undefined;
  }
  if (isRecord(container) && Object.hasOwn(container, key)) return container[key];
  return undefined;
}

async function readMultipart(request: Request): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith('File size limit exceeded: ')) {
      throw new GraphQLError(message, { extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', http: { status: 413 } } });
    }
    throw badRequest(`The multipart body could not be read: ${message}`);
  }
  const operations = parseJsonField(form, 'operations');
  if (!isRecord(operations)) throw badRequest('The multipart "operations" field must be one operation (a JSON object); batching is off.');
  if (form.get('map') === null) return operations;
  const map = parseJsonField(form, 'map');
  if (!isRecord(map)) throw badRequest('The multipart "map" field must be a JSON object from file fields to variable paths.');
  let paths = 0;
  for (const [field, targets] of Object.entries(map)) {
    if (!Array.isArray(targets) || targets.length === 0 || !targets.every((t) => typeof t === 'string')) {
      throw badRequest(`The multipart map entry "${field.slice(0, 100)}" must be a non-empty list of variable paths.`);
    }
    paths += targets.length;
    if (paths > MAX_PATHS) throw badRequest(`The multipart map names more than ${MAX_PATHS} variable paths.`);
    const file = form.get(field);
    // A map entry without its file part leaves the placeholder null: the variable's type then says what is missing.
    if (file === null) continue;
    if (typeof file === 'string') throw badRequest(`The multipart map entry "${field.slice(0, 100)}" names a text field, not a file.`);
    for (const path of targets) placeFile(operations, path, file);
  }
  return operations;
}

export function useBoundedMultipart(): Plugin {
  return {
    onRequestParse({ request, setRequestParser }) {
      if (request.method === 'POST' && (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
        setRequestParser(readMultipart);
      }
    },
  };
}
