// Builds a GraphQL multipart request (the spec clients follow) that fills `variables.input.files` (a list), or
// `variables.input.image` (one file) for the mutations that take a single picture.
export interface TestFile {
  readonly name: string;
  /** The type the client declares; '' for none, as browsers send for names they don't know. */
  readonly type: string;
  readonly bytes: Uint8Array;
}

export function multipartFiles(
  query: string,
  input: Record<string, unknown>,
  files: readonly TestFile[],
  headers: Record<string, string> = { 'X-Triage-CSRF': '1' },
  field: 'files' | 'image' = 'files',
): RequestInit {
  const form = new FormData();
  const placeholders = field === 'files' ? { files: files.map(() => null) } : { image: null };
  form.set('operations', JSON.stringify({ query, variables: { input: { ...input, ...placeholders } } }));
  const target = (i: number) => (field === 'files' ? `variables.input.files.${i}` : 'variables.input.image');
  form.set('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [target(i)]]))));
  files.forEach((f, i) => form.set(String(i), new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name));
  return { method: 'POST', body: form, headers };
}
