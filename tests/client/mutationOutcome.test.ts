// How every mutation hook tells how a mutation ended (relay/useOutcomeMutation.ts): saved only with a result and
// no UserErrors, and the callbacks built on that outcome.
import { outcomeOf, savedOrUndone, whenSaved, type MutationOutcome } from '../../src/client/relay/useOutcomeMutation';

const taken = { field: ['slug'], message: 'Taken.', code: 'TAKEN' };

test('saved with the result when there are no UserErrors; rejected with them otherwise, or when the result is missing', () => {
  expect(outcomeOf([], { id: 'label-1' })).toEqual({ kind: 'saved', result: { id: 'label-1' } });
  // A result that is falsy but there (0, "") is saved.
  expect(outcomeOf([], 0)).toEqual({ kind: 'saved', result: 0 });
  expect(outcomeOf([taken], { id: 'label-1' })).toEqual({ kind: 'rejected', errors: [taken] });
  expect(outcomeOf([], null)).toEqual({ kind: 'rejected', errors: [] });
  expect(outcomeOf([], undefined)).toEqual({ kind: 'rejected', errors: [] });
});

test('savedOrUndone: onSaved with the result when saved; onUndone when rejected or without an answer', () => {
  const heard: string[] = [];
  const callbacks = savedOrUndone<string>({ onSaved: (result) => heard.push(`saved ${result}`), onUndone: () => heard.push('undone') });
  callbacks.onOutcome?.({ kind: 'saved', result: 'label-1' });
  callbacks.onOutcome?.({ kind: 'rejected', errors: [taken] });
  callbacks.onError?.(new Error('unreachable'));
  expect(heard).toEqual(['saved label-1', 'undone', 'undone']);
  // Either callback may be left out.
  expect(() => savedOrUndone({}).onOutcome?.({ kind: 'saved', result: null })).not.toThrow();
  expect(() => savedOrUndone({}).onError?.(new Error('unreachable'))).not.toThrow();
});

test("whenSaved runs the hook's follow-up first, only when saved, then the caller's callbacks", () => {
  const heard: string[] = [];
  const onError = (error: Error) => heard.push(`error ${error.message}`);
  const callbacks = whenSaved<string>((result) => heard.push(`follow-up ${result}`), {
    onOutcome: (outcome: MutationOutcome<string>) => heard.push(`outcome ${outcome.kind}`),
    onError,
  });
  callbacks.onOutcome?.({ kind: 'saved', result: 'label-1' });
  callbacks.onOutcome?.({ kind: 'rejected', errors: [taken] });
  callbacks.onError?.(new Error('unreachable'));
  expect(heard).toEqual(['follow-up label-1', 'outcome saved', 'outcome rejected', 'error unreachable']);
  expect(callbacks.onError).toBe(onError);
  // Without the caller's callbacks, the follow-up still runs.
  const alone: string[] = [];
  whenSaved<string>((result) => alone.push(result)).onOutcome?.({ kind: 'saved', result: 'label-2' });
  expect(alone).toEqual(['label-2']);
});
