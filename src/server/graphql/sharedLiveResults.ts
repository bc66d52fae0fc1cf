// Live payloads resolved once and shared (issue 12). With the reads shared (noticeReads.ts), each stream
// still ran the whole selection itself, about half a millisecond of one core per stream and notice: 500
// streams of a process waited a quarter of a second for the last of them. Now the first stream of a notice
// runs the operation for its workspace role, and the others with the same operation, variables and role take
// its result — unless that run looked at who the viewer is (their id, or anything of the request): then the
// result is only the first one's, and each other stream runs its own. Whether the notice may reach a stream
// at all (signed in, still seeing the project) is decided per stream once its result is ready, in one batch
// for the streams whose result was ready together: asked before the read, the answer could be stale by the
// time the read ended (a member removed while the notice waited for the database was sent what was read after
// the removal). A shared result is also turned into JSON only once (serialisedOnce.ts).
//
// Why the role and not more: a resolver that reads only the role (`viewerCanUpdate` of an issue) answers
// alike for everyone with that role; one that reads the id (a comment's `viewerCanUpdate`, a person's email,
// the projects a viewer is a member of) is caught by the watch on `id`, since the viewer and its loaders
// reach the id only through the watched object.
import { createSourceEventStream, execute, GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { requireViewer } from '../domain/authorization.ts';
import type { LiveNotice } from '../domain/liveChanges.ts';
import type { SignedIn } from '../domain/viewer.ts';
import { switchViewer, type Context } from './context.ts';
import { createLoaders } from './loaders.ts';
import { endedError } from './liveStreamErrors.ts';
import { followingAs, readsOf, type SharedResult } from './noticeReads.ts';
import { serialisedOnce } from './serialisedOnce.ts';

/** The first run of the operation for a role: its context watches whether the viewer's identity is read. */
async function runForRole(args: ExecutionArgs, notice: LiveNotice, context: Context, viewer: SignedIn): Promise<SharedResult> {
  let identityRead = false;
  const watched: SignedIn = {
    role: viewer.role,
    get id() {
      identityRead = true;
      return viewer.id;
    },
  };
  const request = new Proxy(context.request, {
    get(target, property, receiver) {
      identityRead = true;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  const loaders = createLoaders(context.db, watched, readsOf(notice, context.db).shared);
  const result = await execute({ ...args, rootValue: notice, contextValue: { ...context, viewer: watched, loaders, request } });
  return { result: serialisedOnce(result), onlyFor: identityRead ? viewer.id : null };
}

/** The result of the operation for one stream's notice: shared with the streams of its role when it may be. */
async function resultFor(args: ExecutionArgs, notice: LiveNotice, context: Context): Promise<ExecutionResult> {
  const viewer = context.viewer;
  // Subscribed streams always have a viewer; run plainly otherwise.
  if (!viewer) return execute({ ...args, rootValue: notice });
  const results = readsOf(notice, context.db).results;
  const key = `${viewer.role}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
  const byDocument = results.get(args.document) ?? new Map<string, Promise<SharedResult>>();
  results.set(args.document, byDocument);
  let shared = byDocument.get(key);
  if (!shared) byDocument.set(key, (shared = runForRole(args, notice, context, viewer)));
  const { result, onlyFor } = await shared;
  if (onlyFor === null || onlyFor === viewer.id) return result;
  return execute({ ...args, rootValue: notice });
}

/**
 * The notice's result for a stream, read as its person over the notice's shared reads, and sent only if they
 * could still hear of the notice once it was read: asked after the read, so that a removal committed meanwhile
 * ends the stream instead, with nothing read after it sent. A role changed meanwhile has the notice read again
 * as the new role.
 */
async function confirmedResultFor(args: ExecutionArgs, notice: LiveNotice, context: Context): Promise<ExecutionResult> {
  const reads = readsOf(notice, context.db);
  // Loaders of this notice, over its shared reads: its rows are read once for all its streams, and nothing cached
  // for a stream's earlier notice is sent stale.
  switchViewer(context, requireViewer(context.viewer), reads.shared);
  for (let reading = 1; ; reading++) {
    const result = await resultFor(args, notice, context);
    const follower = followingAs(await reads.follower.load(context.request.sessionToken ?? ''));
    if (follower.role === context.viewer?.role) return result;
    // Roles do not change by the millisecond: one that keeps changing is left to a reconnection.
    if (reading === 3) throw endedError('Your role changed; reconnect to catch up.', 'LIVE_INTERRUPTED');
    switchViewer(context, follower, reads.shared);
  }
}

/** Errors that end a stream (e.g. UNAUTHENTICATED) keep their code, and say which operation they end. */
function located(error: unknown, args: ExecutionArgs): GraphQLError {
  const operation = args.document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  if (error instanceof GraphQLError) return new GraphQLError(error.message, { nodes: operation, originalError: error });
  return new GraphQLError(error instanceof Error ? error.message : String(error), { nodes: operation, originalError: error as Error });
}

/** The subscription's notices, each mapped to its (shared) result; ending it ends the notices at once. */
async function sharedSubscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  const notices = source[Symbol.asyncIterator]() as AsyncIterator<LiveNotice>;
  const results: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      let step: IteratorResult<LiveNotice>;
      try {
        step = await notices.next();
      } catch (error) {
        throw located(error, args);
      }
      if (step.done) return { done: true, value: undefined };
      try {
        return { done: false, value: await confirmedResultFor(args, step.value, args.contextValue as Context) };
      } catch (error) {
        await notices.return?.();
        throw located(error, args);
      }
    },
    async return() {
      await notices.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return results;
    },
  };
  return results;
}

export function useSharedLiveResults(): Plugin<Context> {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(sharedSubscribe);
    },
  };
}
