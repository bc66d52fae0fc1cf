// PGlite runs each statement in WebAssembly on this thread and answers through promises that settle at once,
// so a request's statements followed one another without the event loop ever turning: a request ran from
// its first statement to its answer in one go, and every other request's bytes waited unread in its socket
// meanwhile. Under load the server then served requests strictly one after another, in whatever order the
// sockets were read, and the admission line (http/admission.ts) never saw the requests waiting (they were
// not read yet): 200 clients saw answers after up to 20 s although the line turns away any wait over 5 s.
// Yielding to the event loop after a statement lets Node read the requests that arrived meanwhile, so they
// join the line when they arrive and the line's bound holds. Not after every statement: each turn of the
// loop also answers whatever arrived, so under a flood of requests turned away (503) a request yielding
// after each of its statements advanced one statement per flood and hardly any was served (measured in
// docs/performance.md); after a slice of work, the line sees arrivals within about one slice.
// PostgreSQL needs none of this: its statements run in another process, and the loop turns while they do.
import { setImmediate } from 'node:timers/promises';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** The longest PGlite's statements run on without the event loop turning. */
export const DEFAULT_YIELD_EVERY_MS = 20;

export class YieldBetweenStatements implements KyselyPlugin {
  private lastTurn = performance.now();

  /** `everyMs`: yield after a statement once this long has passed since the last yield (0: after every one). */
  constructor(private readonly everyMs: number) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (performance.now() - this.lastTurn < this.everyMs) return args.result;
    // setImmediate: once the I/O already waiting is read, without a timer's minimum delay.
    await setImmediate();
    this.lastTurn = performance.now();
    return args.result;
  }
}
