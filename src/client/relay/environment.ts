import {
  Environment,
  RecordSource,
  Store,
  type IEnvironment,
  type INetwork,
  type MissingFieldHandler,
  type RelayFieldLogger,
} from 'relay-runtime';
import { issueByNumberHandler } from './issueByNumberHandler';
import { createLiveConnection, type LiveConnection } from './liveConnection';
import { recordFirstAnswers, takeFirstAnswersFromPage, type FirstAnswers } from './firstAnswers';
import { createNetwork } from './network';
import { createQueryReferences, type QueryReferences } from './queryReferences';
import { createRequestActivity, type RequestActivity } from './requestActivity';

/**
 * Logs every field-level error Relay handles: errors the server reported on a field (partial data),
 * data missing from the store, `@required` misses. Those caught by `@catch` or thrown by
 * `@throwOnFieldError` are logged too, so none of them goes unnoticed while the UI carries on.
 */
export const relayFieldLogger: RelayFieldLogger = (event) => {
  const where = `${event.owner}.${event.fieldPath}`;
  switch (event.kind) {
    case 'relay_field_payload.error':
      console.warn(`[relay] field error at ${where}: ${event.error.message}`, { handled: event.handled });
      break;
    case 'relay_resolver.error':
      console.warn(`[relay] resolver error at ${where}`, event.error);
      break;
    default:
      console.warn(`[relay] ${event.kind} at ${where}`);
  }
};

export interface EnvironmentOptions {
  network?: INetwork;
  /**
   * A render on the server (serverEntry.tsx): its components never commit, so Relay keeps no temporary retains
   * for them. Without it each render left timers holding its environment for five minutes (Relay's release
   * timeout), and a process that had rendered could not exit before they ran.
   */
  isServer?: boolean;
  /** The answers the page came with, which `network` answers from (firstAnswers.ts): recorded for pageCarried. */
  firstAnswers?: FirstAnswers;
}

/**
 * Where Relay looks for data the store holds under another path than the one a query asks by. An issue the
 * store holds already (from a list) opens with what is known, and the rest follows (IssuePage, IssueOpening).
 */
export function missingFieldHandlers(store: Store): MissingFieldHandler[] {
  return [issueByNumberHandler(() => store.getSource().getRecordIDs())];
}

export function createEnvironment({ network = createNetwork(), isServer = false, firstAnswers }: EnvironmentOptions = {}): Environment {
  const store = new Store(new RecordSource());
  const environment = new Environment({ network, store, isServer, relayFieldLogger, missingFieldHandlers: missingFieldHandlers(store) });
  if (firstAnswers) recordFirstAnswers(environment, firstAnswers);
  return environment;
}

/**
 * The one owner of the session's and the pages' data lifecycle: the app's Relay environment, which is
 * replaced by a fresh one when the session changes, and what outlives each environment: the route
 * loaders' query references (recorded and disposed per environment), the request activity and the live
 * connection that every environment's network layer reports to. main.tsx makes the one the app uses;
 * nothing else in the client keeps state of its own about them. The store of an environment holds
 * what one signed-in user (or a signed-out visitor) was allowed to see; when the session changes (sign-in,
 * sign-up, sign-out, or the server saying the session is over), that data must not be shown to whoever
 * comes next, nor merged with theirs. Clearing records in place would leave retained queries, pending
 * requests and component state pointing at them; a new environment with an empty store leaves nothing
 * behind. Everything that uses an environment reads `current` (the router's loaders) or subscribes
 * (AppProviders re-keys the Relay provider, so every component below starts afresh).
 */
export interface EnvironmentHolder {
  /** The environment the app uses now. */
  readonly current: IEnvironment;
  /** Counts replacements; 0 for the first environment. A React key for the tree that uses `current`. */
  readonly generation: number;
  /**
   * Replaces `current` with a fresh environment and tells the subscribers. With `stale`, replaces it only
   * if `stale` is still the current one: several parts of the screen may notice the same ended session,
   * and one replacement is enough. Returns the environment now current.
   */
  reset(stale?: IEnvironment): IEnvironment;
  /** What the requests of every environment it makes go through (their network layers report there). */
  readonly activity: RequestActivity;
  /** The state of the live streams of every environment it makes (their network layers report there). */
  readonly live: LiveConnection;
  /** The route loaders' query references, of every environment it makes (routes.tsx, PreloadedPage). */
  readonly queries: QueryReferences;
  /** Calls `listener` after each replacement; returns the function that stops. */
  subscribe(listener: () => void): () => void;
}

/** What the network layer of each environment reports to: the holder's, which outlive the environment. */
export interface NetworkReports {
  readonly activity: RequestActivity;
  readonly live: LiveConnection;
}

/**
 * The app's environments: each with the app's network layer, reporting to the holder. The first one also answers
 * from what the page arrived with (firstAnswers.ts): the viewer it was made for; a later one (after the session
 * changed) never does.
 */
function createAppEnvironment({ activity, live }: NetworkReports, generation: number): IEnvironment {
  const firstAnswers = generation === 0 && typeof document !== 'undefined' ? takeFirstAnswersFromPage(document) : undefined;
  return createEnvironment({ network: createNetwork({ onEvent: activity.report, live, firstAnswers }), firstAnswers });
}

export function createEnvironmentHolder(
  create: (reports: NetworkReports, generation: number) => IEnvironment = createAppEnvironment,
): EnvironmentHolder {
  const activity = createRequestActivity();
  const live = createLiveConnection();
  const queries = createQueryReferences();
  let generation = 0;
  let current = create({ activity, live }, generation);
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    get generation() {
      return generation;
    },
    activity,
    live,
    queries,
    reset(stale) {
      if (stale !== undefined && stale !== current) return current;
      generation += 1;
      current = create({ activity, live }, generation);
      for (const listener of [...listeners]) listener();
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
