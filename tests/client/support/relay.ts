// Helpers to answer the operations the app sends to a relay-test-utils mock environment.
import { act, waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, type MockEnvironment, type MockResolvers } from 'relay-test-utils';

/** Waits until an operation named `name` is pending (loaders and lazy routes run asynchronously). */
export async function pendingOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().findLast((operation) => operation.request.node.params.name === name);
    expect(found).toBeDefined();
  });
  return found!;
}

/** Answers the pending operation `name` with data generated from `resolvers`; returns the operation. */
export async function resolveOperation(
  environment: MockEnvironment,
  name: string,
  resolvers: MockResolvers = {},
): Promise<OperationDescriptor> {
  const operation = await pendingOperation(environment, name);
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });
  return operation;
}

/** Fails the pending operation `name` with `error`, as the network layer would. */
export async function rejectOperation(environment: MockEnvironment, name: string, error: Error): Promise<void> {
  const operation = await pendingOperation(environment, name);
  await act(async () => {
    environment.mock.reject(operation, error);
  });
}

/**
 * The header's live unread count (issue 17): a subscription standing on every signed-in page, which the lists
 * of a page's own operations below leave out.
 */
const STANDING = new Set(['LiveUnreadCountSubscription']);

/**
 * The names of every operation the environment was asked to run, in order, answered, pending or
 * cancelled alike (loaders' loadQuery goes through executeWithSource, mutations through executeMutation).
 */
export function executedOperationNames(environment: MockEnvironment): string[] {
  const calls = [environment.executeWithSource, environment.execute, environment.executeMutation].flatMap(
    // relay-test-utils replaces these methods with jest mocks; the cast reads their recorded calls.
    (method) => (method as unknown as jest.Mock<unknown, [{ operation: OperationDescriptor }]>).mock.calls,
  );
  return calls.map(([{ operation }]) => operation.request.node.params.name).filter((name) => !STANDING.has(name));
}

/** The page's operations sent and not yet answered (answered ones leave the list), less the standing ones. */
export function pendingPageOperations(environment: MockEnvironment): OperationDescriptor[] {
  return environment.mock.getAllOperations().filter((operation) => !STANDING.has(operation.request.node.params.name));
}

/** The names of the page's operations sent and not yet answered. */
export function pendingOperationNames(environment: MockEnvironment): string[] {
  return pendingPageOperations(environment).map((operation) => operation.request.node.params.name);
}
