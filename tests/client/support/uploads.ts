// Helpers for the tests of uploads: files to choose or drop, and the upload mutation the app committed,
// with what the mock network never sees (the uploadables) and the progress listener it would call.
import { act, fireEvent } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import type { MockEnvironment } from 'relay-test-utils';
import { uploadProgressListener, type UploadProgressListener } from '../../../src/client/relay/uploadProgress';
import { pendingOperation } from './relay';

export function file(name: string, type: string, size = 10): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** A file that says it is `size` bytes without holding them (the limits look at `size` only). */
export function fileOfSize(name: string, size: number, type = 'application/octet-stream'): File {
  const result = file(name, type);
  Object.defineProperty(result, 'size', { value: size });
  return result;
}

/** Chooses `files` in the hidden file input `input`, as the system's picker would. */
export function chooseFiles(input: HTMLElement, files: File[]): void {
  fireEvent.change(input, { target: { files } });
}

/** Drags `files` over `target` and drops them there. */
export function dropFiles(target: HTMLElement, files: File[]): void {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

/** The upload mutation `name` in flight, with what commitMutation handed to Relay: uploadables and cacheConfig. */
export async function sentUpload(environment: MockEnvironment, name: string) {
  const operation = await pendingOperation(environment, name);
  // The mock environment records every executeMutation call; its argument carries the uploadables,
  // which the mock network (unlike a real one) never sees.
  const executeMutation = environment.executeMutation as jest.Mock;
  const [{ uploadables }] = executeMutation.mock.calls.at(-1) as [{ operation: OperationDescriptor; uploadables?: Record<string, File> }];
  const onProgress = uploadProgressListener(operation.request.cacheConfig);
  if (onProgress === undefined) throw new Error('the mutation was committed without an upload progress listener');
  return { operation, uploadables, onProgress };
}

/** The network layer's report that `loaded` of `total` bytes are sent. */
export async function report(onProgress: UploadProgressListener, loaded: number, total: number): Promise<void> {
  await act(async () => onProgress({ loaded, total }));
}

/** The Relay subscription of the last mutation committed: `closed` once it is disposed (cancelled). */
export function lastMutationSubscription(environment: MockEnvironment): { closed: boolean } {
  const mock = (environment.executeMutation as jest.Mock & { mock: { subscriptions: Array<{ closed: boolean }> } }).mock;
  const subscription = mock.subscriptions.at(-1);
  if (subscription === undefined) throw new Error('no mutation was committed');
  return subscription;
}
