// Builds a GraphQL multipart request (the spec clients follow) that fills `variables.input.files`.
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
): RequestInit {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { input: { ...input, files: files.map(() => null) } } }));
  form.set('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.input.files.${i}`]]))));
  files.forEach((f, i) => form.set(String(i), new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name));
  return { method: 'POST', body: form, headers };
}
