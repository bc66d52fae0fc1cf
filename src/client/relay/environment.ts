import { Environment, RecordSource, Store, type INetwork, type RelayFieldLogger } from 'relay-runtime';
import { createNetwork } from './network';

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
}

export function createEnvironment({ network = createNetwork() }: EnvironmentOptions = {}): Environment {
  return new Environment({
    network,
    store: new Store(new RecordSource()),
    relayFieldLogger,
  });
}
