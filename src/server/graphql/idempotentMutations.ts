// A Yoga plugin: mutations sent with an `Idempotency-Key` header run once per key (domain/idempotency.ts).
// A retry with the same key gets the first answer; the same key with another request is refused; a retry
// while the first is still running waits for its answer. Only signed-in people's mutations take keys, and
// not the account mutations, whose answers set cookies that a replay could not give back.
import { createHash } from 'node:crypto';
import { getOperationAST, GraphQLError, print, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { claimIdempotencyKey, IDEMPOTENCY_KEY_PATTERN, keepIdempotentAnswer, releaseIdempotencyKey } from '../domain/idempotency.ts';
import type { Context } from './context.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a retry waits for the first request's answer before it is told to come back. */
const WAIT_FOR_FIRST_MS = 10_000;
/** The mutations that take no key (the client sends them without one, and once: client/relay/httpRequest.ts). */
export const ACCOUNT_MUTATIONS: ReadonlySet<string> = new Set(['signIn', 'signUp', 'signOut', 'acceptInvitation', 'changePassword']);

const refusal = (message: string, code: string, status: number) => new GraphQLError(message, { extensions: { code, http: { status } } });

/** An uploaded file, as Yoga's fetch implementation gives it (its own File class, not necessarily the global one). */
function isFile(value: unknown): value is { name?: unknown; type: unknown; size: unknown } {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value && 'type' in value;
}

/** What a request asks, to tell a retry from another request under the same key. Files count by name, type and size. */
function fingerprintOf(document: string, variables: unknown): string {
  const json = JSON.stringify(variables ?? {}, (_key, value: unknown) =>
    isFile(value) ? { file: value.name ?? '', type: value.type, size: value.size } : value,
  );
  return createHash('sha256').update(document).update('\0').update(json).digest('hex');
}

export function useIdempotentMutations(): Plugin<Context> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue;
      const key = context.request.idempotencyKey;
      if (key === undefined) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
        return setResultAndStopExecution({
          errors: [refusal('Idempotency-Key must be 8 to 128 letters, digits or the characters _ . : -', 'BAD_REQUEST', 400)],
        });
      }
      const viewer = context.viewer;
      const fields = operation.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s] : []));
      if (!viewer || fields.some((field) => ACCOUNT_MUTATIONS.has(field.name.value))) return;

      const fingerprint = fingerprintOf(print(args.document), args.variableValues);
      const claim = await claimIdempotencyKey(context.db, viewer.id, key, fingerprint, WAIT_FOR_FIRST_MS);
      if (claim.kind === 'answered') return setResultAndStopExecution(claim.response as ExecutionResult);
      if (claim.kind === 'other-request') {
        return setResultAndStopExecution({
          errors: [refusal('This Idempotency-Key was already used for a different request.', 'IDEMPOTENCY_KEY_REUSED', 422)],
        });
      }
      if (claim.kind === 'still-running') {
        return setResultAndStopExecution({
          errors: [
            refusal('The first request with this Idempotency-Key is still running; try again shortly.', 'IDEMPOTENCY_KEY_IN_USE', 409),
          ],
        });
      }
      return {
        async onExecuteDone({ result }) {
          // A mutation whose field failed as a whole (an unexpected error: its transaction rolled back) wrote
          // nothing, so a retry may run it again; any other answer, UserErrors included, is the answer.
          const failed =
            Symbol.asyncIterator in result || fields.some((field) => result.data?.[field.alias?.value ?? field.name.value] == null);
          if (failed) await releaseIdempotencyKey(context.db, viewer.id, key);
          else await keepIdempotentAnswer(context.db, viewer.id, key, result);
        },
      };
    },
  };
}
