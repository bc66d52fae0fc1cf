// The environment holder (relay/environment.ts) and what components reach of it (relay/resetEnvironment.ts), on their
// own: one environment per session, replaced once however many parts of the screen notice the session ended, and
// what outlives each environment. The app's suites (SessionEnded, SignInPage) show the same through the pages.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { IEnvironment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { createEnvironmentHolder, type NetworkReports } from '../../src/client/relay/environment';
import {
  EnvironmentHolderContext,
  useLiveConnection,
  useQueryReferences,
  useRequestActivity,
  useResetEnvironment,
} from '../../src/client/relay/resetEnvironment';

/** A holder whose environments are mock ones; `made` records what each was made with. */
function holderOfMocks() {
  const made: { reports: NetworkReports; generation: number; environment: IEnvironment }[] = [];
  const holder = createEnvironmentHolder((reports, generation) => {
    const environment = createMockEnvironment();
    made.push({ reports, generation, environment });
    return environment;
  });
  return { holder, made };
}

test('the first environment is generation 0; each reset makes a fresh one, counts it and tells every subscriber', () => {
  const { holder, made } = holderOfMocks();
  expect(made.map(({ generation }) => generation)).toEqual([0]);
  expect(holder.current).toBe(made[0]!.environment);
  expect(holder.generation).toBe(0);
  const heard: string[] = [];
  holder.subscribe(() => heard.push(`first saw ${holder.generation}`));
  const stop = holder.subscribe(() => heard.push(`second saw ${holder.generation}`));
  expect(heard).toEqual([]);
  const next = holder.reset();
  expect(next).toBe(made[1]!.environment);
  expect(next).not.toBe(made[0]!.environment);
  expect(holder.current).toBe(next);
  expect(holder.generation).toBe(1);
  expect(made.map(({ generation }) => generation)).toEqual([0, 1]);
  expect(heard).toEqual(['first saw 1', 'second saw 1']);
  stop();
  holder.reset();
  expect(heard).toEqual(['first saw 1', 'second saw 1', 'first saw 2']);
  expect(holder.generation).toBe(2);
});

test('reset(stale) replaces only the environment still current: the second part to notice the same ended session changes nothing', () => {
  const { holder, made } = holderOfMocks();
  const ended = holder.current;
  let told = 0;
  holder.subscribe(() => (told += 1));
  const fresh = holder.reset(ended);
  expect(holder.reset(ended)).toBe(fresh);
  expect(holder.current).toBe(fresh);
  expect([holder.generation, made.length, told]).toEqual([1, 2, 1]);
  // The current one, named as stale, is replaced.
  expect(holder.reset(fresh)).not.toBe(fresh);
  expect([holder.generation, made.length, told]).toEqual([2, 3, 2]);
});

test('what outlives each environment is made once and handed to every environment made', () => {
  const { holder, made } = holderOfMocks();
  const { activity, live, queries } = holder;
  holder.reset();
  expect([holder.activity, holder.live, holder.queries]).toEqual([activity, live, queries]);
  expect(holder.activity).toBe(activity);
  expect(holder.live).toBe(live);
  expect(holder.queries).toBe(queries);
  for (const { reports } of made) {
    expect(reports.activity).toBe(activity);
    expect(reports.live).toBe(live);
  }
});

test("components reach the holder's reset, activity, live connection and query references through the context", () => {
  const { holder } = holderOfMocks();
  const wrapper = ({ children }: { children: ReactNode }) => <EnvironmentHolderContext value={holder}>{children}</EnvironmentHolderContext>;
  const { result } = renderHook(
    () => ({ reset: useResetEnvironment(), activity: useRequestActivity(), live: useLiveConnection(), queries: useQueryReferences() }),
    { wrapper },
  );
  expect(result.current.activity).toBe(holder.activity);
  expect(result.current.live).toBe(holder.live);
  expect(result.current.queries).toBe(holder.queries);
  const before = holder.current;
  expect(result.current.reset()).toBe(holder.current);
  expect(holder.current).not.toBe(before);
});

test('outside the provider, the hooks say where to render', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports the error thrown in render
  expect(() => renderHook(() => useResetEnvironment())).toThrow('The environment holder is provided by <AppProviders>: render inside it.');
});
