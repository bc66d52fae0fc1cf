// Where `Project.issue(number:)` points when the store holds the issue from elsewhere (relay/issueByNumberHandler.ts),
// on a store of its own: IssueOpening.test.tsx shows the same through the issue page.
import { commitLocalUpdate, RecordSource, Store, type MissingFieldHandler } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { issueByNumberHandler } from '../../src/client/relay/issueByNumberHandler';

/** A store with two projects and their issues, as lists would have left them. */
function storeOfIssues() {
  const store = new Store(new RecordSource());
  const environment = createMockEnvironment({ store });
  commitLocalUpdate(environment, (proxy) => {
    const web = proxy.create('project-web', 'Project');
    const api = proxy.create('project-api', 'Project');
    proxy.create('issue-web-7', 'Issue').setValue(7, 'number').setLinkedRecord(web, 'project');
    proxy.create('issue-api-8', 'Issue').setValue(8, 'number').setLinkedRecord(api, 'project');
    proxy.create('issue-web-8', 'Issue').setValue(8, 'number').setLinkedRecord(web, 'project');
    // A record of another type with a number, and an issue whose project the store does not know.
    proxy.create('label-7', 'Label').setValue(7, 'number').setLinkedRecord(web, 'project');
    proxy.create('issue-x-9', 'Issue').setValue(9, 'number');
    // An issue of this project whose number the store does not hold.
    proxy.create('issue-web-unnumbered', 'Issue').setLinkedRecord(web, 'project');
  });
  const handler = issueByNumberHandler(() => store.getSource().getRecordIDs()) as Extract<MissingFieldHandler, { kind: 'linked' }>;
  /** Asks the handler for `field(args)` on the record `on`, with Relay's own proxy of the store (a local update's). */
  const ask = (field: string, on: string | null, args: Record<string, unknown>) => {
    let answer: unknown = 'not asked';
    commitLocalUpdate(environment, (proxy) => {
      // Relay hands a handler the field's selection; the handler reads only its name.
      const selection = { name: field } as Parameters<typeof handler.handle>[0];
      answer = handler.handle(selection, on === null ? null : proxy.get(on), args, proxy);
    });
    return answer;
  };
  return { ask, store };
}

test("an issue of this very project by its number; another project's issue of that number is never taken", () => {
  const { ask } = storeOfIssues();
  expect(ask('issue', 'project-web', { number: 7 })).toBe('issue-web-7');
  expect(ask('issue', 'project-web', { number: 8 })).toBe('issue-web-8');
  expect(ask('issue', 'project-api', { number: 8 })).toBe('issue-api-8');
  expect(ask('issue', 'project-api', { number: 7 })).toBeUndefined();
});

test('nothing known: undefined (the page waits for the server), never null (which would say there is no such issue)', () => {
  const { ask } = storeOfIssues();
  expect(ask('issue', 'project-web', { number: 99 })).toBeUndefined();
  // An issue whose project is unknown, a number given as text, another field, a record that is not a project.
  expect(ask('issue', 'project-web', { number: 9 })).toBeUndefined();
  expect(ask('issue', 'project-web', { number: '7' })).toBeUndefined();
  // No number asked for: not the issue whose number is unknown either.
  expect(ask('issue', 'project-web', {})).toBeUndefined();
  expect(ask('label', 'project-web', { number: 7 })).toBeUndefined();
  expect(ask('issue', 'issue-web-8', { number: 7 })).toBeUndefined();
  expect(ask('issue', null, { number: 7 })).toBeUndefined();
});
