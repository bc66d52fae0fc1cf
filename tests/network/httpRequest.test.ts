// What goes on the wire for one operation (relay/httpRequest.ts, relay/multipart.ts), built directly: the
// edges that requests.test.ts and uploads.test.ts do not reach through a server (the URL length limit
// exactly, empty variables and uploadables, the Idempotency-Key's form, file slots through nulls, arrays and
// inherited names, a Blob without a name).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RequestParameters } from 'relay-runtime';
import { buildHttpRequest, type RequestOptions } from '../../src/client/relay/httpRequest.ts';
import { variablesWithFileSlots } from '../../src/client/relay/multipart.ts';
import { attachMutation, createIssueMutation, projectsQuery, textOnlyQuery } from './operations.ts';

const endpoint = 'http://127.0.0.1:1/graphql';
const postOptions: RequestOptions = { endpoint, queryMethod: 'POST', maxUrlLength: 2000, persistedQueries: true };
const getOptions: RequestOptions = { ...postOptions, queryMethod: 'GET' };

describe('network layer: the request built for an operation', () => {
  test('an operation with neither a persisted id nor a text is refused, by name', () => {
    const bare = { ...projectsQuery, id: null, text: null } as RequestParameters;
    assert.throws(() => buildHttpRequest(postOptions, bare, {}), {
      message: 'Operation ProjectsQuery has neither a persisted id nor a text to send.',
    });
    // With persisted queries off, the id alone is not enough.
    const idOnly = { ...projectsQuery, text: null } as RequestParameters;
    assert.throws(() => buildHttpRequest({ ...postOptions, persistedQueries: false }, idOnly, {}), /neither a persisted id nor a text/);
  });

  test('a GET carries the text when there is no id, and no variables parameter when there are none', () => {
    const { method, url, body } = buildHttpRequest(getOptions, textOnlyQuery, {});
    assert.equal(method, 'GET');
    assert.equal(body, undefined);
    const params = new URL(url).searchParams;
    assert.deepEqual([...params.keys()], ['query', 'operationName']);
    assert.equal(params.get('query'), textOnlyQuery.text);
  });

  test('a GET URL of exactly the longest length is sent as GET; one character more goes as POST', () => {
    const { url } = buildHttpRequest(getOptions, projectsQuery, { search: 'x' });
    const exactly = buildHttpRequest({ ...getOptions, maxUrlLength: url.length }, projectsQuery, { search: 'x' });
    assert.equal(exactly.method, 'GET');
    assert.equal(exactly.url, url);
    const over = buildHttpRequest({ ...getOptions, maxUrlLength: url.length - 1 }, projectsQuery, { search: 'x' });
    assert.equal(over.method, 'POST');
    assert.equal(over.url, endpoint);
  });

  test('only queries go as GET: a subscription is a POST', () => {
    const subscription = { ...projectsQuery, operationKind: 'subscription' } as RequestParameters;
    assert.equal(buildHttpRequest(getOptions, subscription, {}).method, 'POST');
  });

  test("each mutation request carries an Idempotency-Key of 128 random bits in hex, every byte's two digits", () => {
    const keys = Array.from({ length: 64 }, () => buildHttpRequest(postOptions, createIssueMutation, {}).headers['Idempotency-Key'] ?? '');
    // Over 64 keys of 16 bytes some byte is below 0x10 (all but certain: 1 - (15/16)^1024): without its
    // leading zero a key would be shorter.
    for (const key of keys) assert.match(key, /^[0-9a-f]{32}$/);
    assert.equal(new Set(keys).size, keys.length, 'a new key for each request');
  });

  test('an empty uploadables map is a JSON request; a multipart one carries no Content-Type and the persisted id', () => {
    const plain = buildHttpRequest(postOptions, attachMutation, { input: {} }, {});
    assert.equal(plain.headers['Content-Type'], 'application/json');
    assert.equal(typeof plain.body, 'string');

    const persisted = { ...attachMutation, id: 'doc-attach' } as RequestParameters;
    const multipart = buildHttpRequest(postOptions, persisted, { input: {} }, { 'input.file': new Blob(['x']) });
    assert.equal(multipart.method, 'POST');
    assert.equal(multipart.url, endpoint);
    assert.ok(multipart.body instanceof FormData);
    assert.equal(multipart.headers['Content-Type'], undefined, 'the browser writes it, with the boundary');
    assert.equal(multipart.headers.Accept, 'application/graphql-response+json, application/json;q=0.9');
    assert.equal(multipart.headers['X-Triage-CSRF'], '1');
    assert.match(multipart.headers['Idempotency-Key'] ?? '', /^[0-9a-f]{32}$/);
    assert.deepEqual(JSON.parse(String(multipart.body.get('operations'))), {
      doc_id: 'doc-attach',
      operationName: 'AttachMutation',
      variables: { input: { file: null } },
    });
    // A Blob has no name of its own: the part is named "file".
    assert.equal((multipart.body.get('0') as File).name, 'file');
  });
});

describe('network layer: file slots in the variables', () => {
  const slots = (variables: Record<string, unknown>, paths: string[]) => JSON.stringify(variablesWithFileSlots(variables, paths));

  test('a slot replaces null, and a null or missing object on the way becomes an object or array as the next key says', () => {
    assert.equal(slots({ input: { file: null } }, ['input.file']), JSON.stringify({ input: { file: null } }));
    assert.equal(slots({ input: null }, ['input.file']), JSON.stringify({ input: { file: null } }));
    assert.equal(slots({ input: null }, ['input.0']), JSON.stringify({ input: [null] }));
    assert.equal(slots({ files: [{ name: 'a' }] }, ['files.0.blob']), JSON.stringify({ files: [{ name: 'a', blob: null }] }));
  });

  test('any value but null is kept: 0, false and "" are refused as a slot and as a way through', () => {
    for (const value of [0, false, '']) {
      assert.throws(() => variablesWithFileSlots({ input: value }, ['input']), /would overwrite/);
      assert.throws(() => variablesWithFileSlots({ input: value }, ['input.file']), /not an object/);
    }
  });

  test('inherited names are not values: toString and valueOf are slots like any other name', () => {
    assert.equal(slots({}, ['valueOf']), JSON.stringify({ valueOf: null }));
    assert.equal(slots({}, ['toString.file']), JSON.stringify({ toString: { file: null } }));
  });

  test('each name that reaches a prototype is refused wherever it stands, alone or on the way', () => {
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      for (const key of [name, `input.${name}`, `${name}.file`]) {
        assert.throws(() => variablesWithFileSlots({}, [key]), /not a dotted variable path/, key);
      }
    }
  });

  test('a key is names and indices of up to six digits, without leading zeros', () => {
    assert.equal(slots({}, ['_input.file_2']), JSON.stringify({ _input: { file_2: null } }));
    assert.equal(JSON.parse(slots({}, ['files.123456'])).files.length, 123457);
    for (const key of ['files.1234567', 'files.01', 'files.-1', 'file-2', '2file', '', 'input.', 'files.1.', 'a b']) {
      assert.throws(() => variablesWithFileSlots({}, [key]), /not a dotted variable path/, key);
    }
  });
});
