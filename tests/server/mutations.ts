// The schema's mutations, and a way to send any of them with one `input` (as JSON, or as a multipart request
// when files go with it), asking only for the payload's UserErrors.
import fs from 'node:fs';
import { buildSchema, getNamedType, isInputObjectType, isObjectType } from 'graphql';
import type { GraphQLResult, Session } from './harness.ts';
import { multipartFiles, type TestFile } from './multipart.ts';

const schema = buildSchema(fs.readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

/** The names of every mutation of schema.graphql, in the schema's order. */
export const schemaMutationNames: readonly string[] = Object.keys(schema.getMutationType()?.getFields() ?? {});

/**
 * The mutation with its one `input`, selecting `errors { code field }` (or, for a payload without errors,
 * `clientMutationId`) and whatever else `select` asks of the payload.
 */
export function operationOf(name: string, select = ''): string {
  const field = schema.getMutationType()?.getFields()[name];
  const input = field?.args.find((arg) => arg.name === 'input');
  if (!field || !input) throw new Error(`schema.graphql has no mutation ${name} taking an input`);
  const payload = getNamedType(field.type);
  const errors = isObjectType(payload) && payload.getFields().errors ? 'errors { code field }' : 'clientMutationId';
  return `mutation Write($input: ${String(input.type)}) { ${name}(input: $input) { ${errors} ${select} } }`;
}

/** Where a mutation takes its files: a list `files`, or one `image`. */
function fileFieldOf(name: string): 'files' | 'image' {
  const fields = schema.getMutationType()?.getFields() ?? {};
  const input = fields[name]?.args.find((arg) => arg.name === 'input');
  const type = input && getNamedType(input.type);
  return type && isInputObjectType(type) && type.getFields().image ? 'image' : 'files';
}

export interface MutationOptions {
  /** Sent as a multipart request filling `input.files` (or `input.image`, for a mutation taking one picture). */
  readonly files?: readonly TestFile[] | undefined;
  /** More of the payload to ask for, e.g. `issue { id }`. */
  readonly select?: string;
}

export async function sendMutation(
  session: Session,
  name: string,
  input: Record<string, unknown>,
  options: MutationOptions = {},
): Promise<GraphQLResult> {
  const operation = operationOf(name, options.select);
  if (!options.files) return session.graphql(operation, { input });
  const response = await session.fetch('/graphql', multipartFiles(operation, input, options.files, undefined, fileFieldOf(name)));
  return { status: response.status, headers: response.headers, body: await response.json() };
}
