import assert from 'node:assert/strict';
import { DEFAULT_MAX_BODY_BYTES } from '../../../src/server/config.ts';
import { DEFAULT_UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_FILES } from '../../../src/server/config/uploads.ts';
import { multipartFiles, type TestFile } from '../multipart.ts';
import { mutationText } from '../mutate.ts';
import { fetchResult, footprint, type Json, type Limit, type Outcome, outcome, type World } from './table.ts';

// Uploads and request bodies.

const ADD_ISSUE_ATTACHMENTS = mutationText('addIssueAttachments', 'attachments { size }');
const ADD_COMMENT_ATTACHMENTS = mutationText('addCommentAttachments', 'attachments { size }');
const ADD_COMMENT = mutationText('addComment', 'comment { attachments { size } }');

const smallFile = (i: number): TestFile => ({ name: `f${i}.txt`, type: 'text/plain', bytes: new TextEncoder().encode(`file ${i}`) });

/** A multipart request whose `n` files come from n − 1 parts: the first part fills two variables. */
function mappedTwice(query: string, input: Record<string, unknown>, n: number): RequestInit {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { input: { ...input, files: Array.from({ length: n }, () => null) } } }));
  const map: Record<string, string[]> = { 0: ['variables.input.files.0', 'variables.input.files.1'] };
  for (let part = 1; part < n - 1; part += 1) map[String(part)] = [`variables.input.files.${part + 1}`];
  form.set('map', JSON.stringify(map));
  for (let part = 0; part < n - 1; part += 1)
    form.set(String(part), new Blob([new Uint8Array(smallFile(part).bytes)], { type: 'text/plain' }), `f${part}.txt`);
  return { method: 'POST', body: form };
}

/** Sends an upload; refused tries must leave no row and no file behind. */
async function upload(w: World, init: RequestInit, key: string, sizes: (payload: Json) => number[], expected: number[]): Promise<Outcome> {
  const before = await footprint(w.server);
  const result = await fetchResult(await w.server.fetch('/graphql', init));
  const answer = await outcome(result, key, () => assert.deepEqual(sizes(result.body.data[key]), expected));
  if (answer !== 'accepted') assert.deepEqual(await footprint(w.server), before, 'refused: nothing written, nothing stored');
  return answer;
}

export const uploadLimits: Limit[] = [
  {
    name: 'files per upload, counted by the multipart parser',
    value: DEFAULT_UPLOAD_MAX_FILES,
    source: 'DEFAULT_UPLOAD_MAX_FILES (TRIAGE_UPLOAD_MAX_FILES), src/server/config.ts',
    bound: 'max',
    refusal: { status: 400, code: 'BAD_REQUEST', field: null, message: new RegExp(`Files limit exceeded: ${DEFAULT_UPLOAD_MAX_FILES}`) },
    attempt: (w, n) =>
      upload(
        w,
        {
          ...multipartFiles(
            ADD_ISSUE_ATTACHMENTS,
            { issueId: w.issueId },
            Array.from({ length: n }, (_, i) => smallFile(i)),
          ),
          headers: {},
        },
        'addIssueAttachments',
        (p) => p.attachments.map((a: { size: number }) => a.size),
        Array.from({ length: n }, (_, i) => smallFile(i).bytes.byteLength),
      ),
  },
  // One part may fill several variables (the multipart spec allows it), so the parser's count of parts is not
  // the number of files a mutation gets: the domain counts again, in each mutation that takes files.
  ...(
    [
      ['addIssueAttachments', ADD_ISSUE_ATTACHMENTS, (w: World) => ({ issueId: w.issueId }), (p: Json) => p.attachments],
      ['addCommentAttachments', ADD_COMMENT_ATTACHMENTS, (w: World) => ({ commentId: w.commentId }), (p: Json) => p.attachments],
      ['addComment', ADD_COMMENT, (w: World) => ({ issueId: w.issueId, body: 'With files' }), (p: Json) => p.comment.attachments],
    ] as const
  ).map(([key, query, input, attachments]): Limit => ({
    name: `files per ${key}, counted by the domain (one part filling two variables)`,
    value: DEFAULT_UPLOAD_MAX_FILES,
    source:
      'DEFAULT_UPLOAD_MAX_FILES (TRIAGE_UPLOAD_MAX_FILES), src/server/config.ts; checkFileCount, src/server/domain/attachmentFiles.ts',
    bound: 'max',
    refusal: { status: 200, code: 'TOO_MANY', field: ['files'], message: new RegExp(`At most ${DEFAULT_UPLOAD_MAX_FILES} files`) },
    attempt: (w, n) =>
      upload(
        w,
        mappedTwice(query, input(w), n),
        key,
        (p) => attachments(p).map((a: { size: number }) => a.size),
        [smallFile(0), ...Array.from({ length: n - 1 }, (_, i) => smallFile(i))].map((f) => f.bytes.byteLength),
      ),
  })),
  {
    name: 'file size, in bytes',
    value: DEFAULT_UPLOAD_MAX_BYTES,
    source: 'DEFAULT_UPLOAD_MAX_BYTES (TRIAGE_UPLOAD_MAX_BYTES), src/server/config.ts',
    bound: 'max',
    refusal: { status: 413, code: 'REQUEST_ENTITY_TOO_LARGE', field: null, message: /File size limit exceeded/ },
    attempt: (w, n) =>
      upload(
        w,
        {
          ...multipartFiles(ADD_ISSUE_ATTACHMENTS, { issueId: w.issueId }, [
            { name: 'big.txt', type: 'text/plain', bytes: new Uint8Array(n).fill(0x61) },
          ]),
          headers: {},
        },
        'addIssueAttachments',
        (p) => p.attachments.map((a: { size: number }) => a.size),
        [n],
      ),
  },
  {
    name: 'request body other than uploads, in bytes',
    value: DEFAULT_MAX_BODY_BYTES,
    source: 'DEFAULT_MAX_BODY_BYTES (TRIAGE_MAX_BODY_BYTES), src/server/config.ts',
    bound: 'max',
    refusal: {
      status: 413,
      code: 'REQUEST_ENTITY_TOO_LARGE',
      field: null,
      message: new RegExp(`larger than ${DEFAULT_MAX_BODY_BYTES} bytes`),
    },
    async attempt(w, n) {
      // A query padded with a comment (comments are not tokens, so armor's limits do not mind).
      const start = '{"query":"{ viewer { login } } #';
      const body = `${start}${'x'.repeat(n - start.length - 2)}"}`;
      assert.equal(Buffer.byteLength(body), n);
      const result = await fetchResult(
        await w.server.fetch('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
      );
      return outcome(result, undefined, () => assert.equal(result.body.data.viewer.login, 'admin'));
    },
  },
];
