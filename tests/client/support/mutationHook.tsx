// Runs one feature's mutation hook on its own, against a relay-test-utils mock environment: what it sends, what it
// writes into the store before and after the answer, and what it tells the caller and the user (the messages it
// posts). Cheaper than a page's suite (no app, no route), so a hook's own behaviour is pinned where the pages'
// suites only pass through it.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment, type MockResolvers } from 'relay-test-utils';
import type { MutationOutcome } from '../../../src/client/relay/useOutcomeMutation';
import { takeNotifications, type Notification } from '../../../src/client/ui/notificationQueue';

/** Renders `useHook` inside a mock environment; `result.current` is what the hook returns. */
export function renderMutationHook<T>(useHook: () => T, environment: MockEnvironment = createMockEnvironment()) {
  takeNotifications(); // what an earlier test posted is not this test's
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  return { environment, ...renderHook(useHook, { wrapper }) };
}

/** The one mutation pending in `environment`, named `name`. */
export function pendingMutation(environment: MockEnvironment, name: string): OperationDescriptor {
  const pending = environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);
  expect(pending).toHaveLength(1);
  return pending[0]!;
}

/** Answers the pending mutation `name` from `resolvers`. */
export function answer(environment: MockEnvironment, name: string, resolvers: MockResolvers = {}): void {
  const operation = pendingMutation(environment, name);
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
}

/** Fails the pending mutation `name` as the network layer would. */
export function fail(environment: MockEnvironment, name: string, error: Error): void {
  const operation = pendingMutation(environment, name);
  act(() => environment.mock.reject(operation, error));
}

/** Callbacks that record what the hook told its caller. */
export function recordingCallbacks<R>() {
  const heard: (MutationOutcome<R> | { kind: 'error'; message: string })[] = [];
  return {
    heard,
    callbacks: {
      onOutcome: (outcome: MutationOutcome<R>) => heard.push(outcome),
      onError: (error: Error) => heard.push({ kind: 'error', message: error.message }),
    },
  };
}

/** The messages posted for the user since the last call. */
export function notifications(): Notification[] {
  return takeNotifications();
}
