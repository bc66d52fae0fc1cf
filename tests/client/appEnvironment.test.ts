// The app's own Relay environment (relay/environment.ts), which the app's suites never build (they use mock
// environments): what it logs of field errors, where it finds an issue the store holds under another path, and that
// only the first environment takes the answers the page arrived with.
import { commitLocalUpdate, fetchQuery, RecordSource, Store, type MissingFieldHandler } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { createEnvironmentHolder, missingFieldHandlers, relayFieldLogger } from '../../src/client/relay/environment';
import HeaderAccountQuery from '../../__generated__/HeaderAccountQuery.graphql';
import { FIRST_ANSWERS_ELEMENT_ID } from '../../src/shared/firstQueries';

test('every field-level error Relay handles is logged with where it happened', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = new Error('Not allowed.');
  relayFieldLogger({
    kind: 'relay_field_payload.error',
    owner: 'IssuePageQuery',
    fieldPath: 'project.issue',
    error,
    shouldThrow: false,
    handled: true,
  });
  relayFieldLogger({ kind: 'relay_resolver.error', owner: 'IssueRow', fieldPath: 'age', error, shouldThrow: false, handled: false });
  relayFieldLogger({ kind: 'missing_required_field.log', owner: 'IssueRow', fieldPath: 'title' });
  expect(warn.mock.calls).toEqual([
    ['[relay] field error at IssuePageQuery.project.issue: Not allowed.', { handled: true }],
    ['[relay] resolver error at IssueRow.age', error],
    ['[relay] missing_required_field.log at IssueRow.title'],
  ]);
});

test("the environment's missing-field handlers find an issue the store holds by its project and number", () => {
  const store = new Store(new RecordSource());
  const environment = createMockEnvironment({ store });
  const handlers = missingFieldHandlers(store);
  expect(handlers.map((handler) => handler.kind)).toEqual(['linked']);
  const handler = handlers[0] as Extract<MissingFieldHandler, { kind: 'linked' }>;
  let found: unknown = 'not asked';
  commitLocalUpdate(environment, (proxy) => {
    const web = proxy.create('project-web', 'Project');
    proxy.create('issue-web-7', 'Issue').setValue(7, 'number').setLinkedRecord(web, 'project');
  });
  commitLocalUpdate(environment, (proxy) => {
    found = handler.handle({ name: 'issue' } as Parameters<typeof handler.handle>[0], proxy.get('project-web'), { number: 7 }, proxy);
  });
  expect(found).toBe('issue-web-7');
});

test("the first environment takes the page's answers (their element leaves the page); one made after a session change never does", () => {
  const pageAnswers = () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_ANSWERS_ELEMENT_ID;
    element.textContent = '[]';
    document.body.append(element);
  };
  pageAnswers();
  const holder = createEnvironmentHolder();
  expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();
  pageAnswers();
  holder.reset();
  expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).not.toBeNull();
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
});

test("the first environment's network answers a query from the page's answers, without a request", () => {
  const fetch = jest.fn(() => new Promise<Response>(() => {}));
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetch;
  try {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_ANSWERS_ELEMENT_ID;
    element.textContent = JSON.stringify([{ id: HeaderAccountQuery.params.id, variables: {}, response: { data: { viewer: null } } }]);
    document.body.append(element);
    const holder = createEnvironmentHolder();
    const received: unknown[] = [];
    const subscription = fetchQuery(holder.current, HeaderAccountQuery, {}).subscribe({ next: (data) => received.push(data) });
    subscription.unsubscribe();
    expect(received).toEqual([{ viewer: null }]);
    expect(fetch).not.toHaveBeenCalled();
  } finally {
    globalThis.fetch = realFetch;
  }
});
