// Runs one operation through a network and collects what Relay would see.
import type { CacheConfig, GraphQLResponse, INetwork, RequestParameters, UploadableMap, Variables } from 'relay-runtime';

export interface Outcome {
  readonly responses: GraphQLResponse[];
  readonly error: Error | undefined;
  readonly completed: boolean;
}

export function run(
  network: INetwork,
  request: RequestParameters,
  variables: Variables = {},
  cacheConfig: CacheConfig = {},
  uploadables?: UploadableMap,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const responses: GraphQLResponse[] = [];
    network.execute(request, variables, cacheConfig, uploadables).subscribe({
      next: (response) => {
        responses.push(response);
      },
      error: (error: Error) => resolve({ responses, error, completed: false }),
      complete: () => resolve({ responses, error: undefined, completed: true }),
    });
  });
}

/** Starts an operation and returns a function that unsubscribes, as Relay does when nobody needs the result. */
export function start(
  network: INetwork,
  request: RequestParameters,
  variables: Variables = {},
  cacheConfig: CacheConfig = {},
  uploadables?: UploadableMap,
): { unsubscribe: () => void; events: string[] } {
  const events: string[] = [];
  const subscription = network.execute(request, variables, cacheConfig, uploadables).subscribe({
    next: () => events.push('next'),
    error: (error: Error) => events.push(`error:${error.name}`),
    complete: () => events.push('complete'),
  });
  return { unsubscribe: () => subscription.unsubscribe(), events };
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds, checking every 10 ms, for at most `ms`. */
export async function until(condition: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await wait(10);
  }
}
