// Typing `#` or `@` in a Markdown editor offers the project's issues or people (issue 17): the list is asked for
// after a pause, the keyboard moves in it and inserts `#12` or `@login` in place of what was typed, Esc closes
// it, and a screen reader follows it through the text area's aria-activedescendant.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { ada, comment, connection, grace, issue, uploadPolicy, webProject } from './support/fixtures';
import { executedOperationNames, pendingOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

async function openIssue() {
  const app = renderApp('/projects/web/issues/12');
  const operation = await pendingOperation(app.environment, 'IssuePageQuery');
  await act(async () => {
    app.environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ viewer: ada }),
        // The people the assignees menu offers; @ offers the same, from the store.
        Project: () => ({ ...webProject, assignableUsers: [ada, grace] }),
        UploadPolicy: () => uploadPolicy,
        Issue: () => issue(12, { title: 'Editor crashes on save', attachments: [] }),
        IssueTimelineConnection: () => connection([comment(1, 'Same here.')]),
      }),
    );
  });
  const box = await screen.findByRole('form', { name: 'Add a comment' });
  const textarea = within(box).getByRole<HTMLTextAreaElement>('textbox', { name: /Add a comment/ });
  return { ...app, textarea };
}

/** Types `text` as the whole content, the caret at its end (or at `caret`). */
function type(textarea: HTMLTextAreaElement, text: string, caret = text.length) {
  fireEvent.change(textarea, { target: { value: text } });
  textarea.setSelectionRange(caret, caret);
  fireEvent.select(textarea);
}

const found = [issue(31, { title: 'Offline mode' }), issue(7, { title: 'Offline banner flickers' })];

test('# offers issues; ↓ and Enter insert the chosen one, and the caret goes on after it', async () => {
  const { environment, textarea } = await openIssue();
  type(textarea, 'Same as #off');
  const operation = await resolveOperation(environment, 'suggestReferencesIssuesQuery', {
    Project: () => ({ ...webProject, issues: connection(found) }),
  });
  expect(operation.request.variables).toEqual({ slug: 'web', query: 'off', number: 1, byNumber: false });

  const list = await screen.findByRole('listbox', { name: 'Issues' });
  const options = within(list).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['#31Offline mode', '#7Offline banner flickers']);
  // The focus stays in the text area, which names the list and its active option.
  expect(textarea.getAttribute('aria-autocomplete')).toBe('list');
  expect(textarea.getAttribute('aria-controls')).toBe(list.id);
  expect(textarea.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
  expect(options[0]!.getAttribute('aria-selected')).toBe('true');

  fireEvent.keyDown(textarea, { key: 'ArrowDown' });
  expect(textarea.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
  expect(options[1]!.getAttribute('aria-selected')).toBe('true');
  // ↓ past the last goes round to the first, ↑ back.
  fireEvent.keyDown(textarea, { key: 'ArrowDown' });
  expect(textarea.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
  fireEvent.keyDown(textarea, { key: 'ArrowUp' });
  expect(textarea.getAttribute('aria-activedescendant')).toBe(options[1]!.id);

  fireEvent.keyDown(textarea, { key: 'Enter' });
  expect(textarea.value).toBe('Same as #7 ');
  expect(textarea.selectionStart).toBe('Same as #7 '.length);
  expect(screen.queryByRole('listbox', { name: 'Issues' })).toBeNull();
  expect(textarea.getAttribute('aria-activedescendant')).toBeNull();
});

test('# and digits ask for that issue by number as well, and a word after the caret is replaced whole', async () => {
  const { environment, textarea } = await openIssue();
  type(textarea, 'see #12x and more', 'see #1'.length);
  // The caret sits after "#1" of "#12x": what is typed before it is the query.
  const operation = await resolveOperation(environment, 'suggestReferencesIssuesQuery', {
    Project: () => ({
      ...webProject,
      issue: issue(1, { title: 'First' }),
      issues: connection([issue(1, { title: 'First' }), issue(10, { title: 'Tenth' })]),
    }),
  });
  expect(operation.request.variables).toEqual({ slug: 'web', query: '1', number: 1, byNumber: true });
  const options = within(await screen.findByRole('listbox', { name: 'Issues' })).getAllByRole('option');
  // The issue by number once, then the search's other results.
  expect(options.map((option) => option.textContent)).toEqual(['#1First', '#10Tenth']);
  fireEvent.keyDown(textarea, { key: 'Tab' });
  expect(textarea.value).toBe('see #1 and more');
  expect(textarea.selectionStart).toBe('see #1 '.length);
});

test('@ offers the people of the project by login or name; Tab inserts the login; Esc closes the list and keeps the text', async () => {
  const { environment, textarea } = await openIssue();
  type(textarea, 'Thanks @ho');
  const options = within(await screen.findByRole('listbox', { name: 'People' })).getAllByRole('option');
  // "ho" starts no login, but a word of Grace Hopper's name.
  expect(options.map((option) => option.textContent)).toEqual(['@graceGrace Hopper']);
  // The issue page has read the project's people already (its assignees menu): the list needs no request.
  expect(executedOperationNames(environment).filter((name) => name === 'suggestReferencesPeopleQuery')).toEqual([]);

  fireEvent.keyDown(textarea, { key: 'Escape' });
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(textarea.value).toBe('Thanks @ho');

  // Typing on opens it again.
  type(textarea, 'Thanks @');
  const again = within(await screen.findByRole('listbox', { name: 'People' })).getAllByRole('option');
  expect(again.map((option) => option.textContent)).toEqual(['@adaAda Lovelace', '@graceGrace Hopper']);
  fireEvent.keyDown(textarea, { key: 'Tab' });
  expect(textarea.value).toBe('Thanks @ada ');
});

test('nothing is asked for or taken while no # or @ word is at the caret: Enter stays a new line', async () => {
  const { environment, textarea } = await openIssue();
  type(textarea, 'mail ada@example.com or abc#12');
  // Longer than the pause before a lookup.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(executedOperationNames(environment).filter((name) => name.startsWith('ReferenceCompletion'))).toEqual([]);
  const enter = fireEvent.keyDown(textarea, { key: 'Enter' });
  // Not prevented: the browser writes the new line.
  expect(enter).toBe(true);
  expect(textarea.getAttribute('aria-activedescendant')).toBeNull();
});

test('an answer for a word typed past is dropped: the list shows what the text now asks', async () => {
  const { environment, textarea } = await openIssue();
  type(textarea, '#off');
  const first = await pendingOperation(environment, 'suggestReferencesIssuesQuery');
  type(textarea, '#offline');
  await waitFor(() =>
    expect(environment.mock.getAllOperations().filter((o) => o.request.node.params.name === 'suggestReferencesIssuesQuery')).toHaveLength(
      2,
    ),
  );
  await act(async () => {
    environment.mock.resolve(
      first,
      MockPayloadGenerator.generate(first, { Project: () => ({ ...webProject, issues: connection([issue(99, { title: 'Stale' })]) }) }),
    );
  });
  expect(screen.queryByRole('listbox')).toBeNull();
  await resolveOperation(environment, 'suggestReferencesIssuesQuery', {
    Project: () => ({ ...webProject, issues: connection([found[0]!]) }),
  });
  const options = within(await screen.findByRole('listbox', { name: 'Issues' })).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['#31Offline mode']);
});
