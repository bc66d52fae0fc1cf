// Drafts (ui/useDraft): what is typed is kept per user in the tab's storage and comes back with the form,
// an edit that returns to the original text is no draft, and signing out (clearAllDrafts) forgets them all.
import { fireEvent, render, screen } from '@testing-library/react';
import { DraftOwner } from '../../src/client/ui/DraftOwner';
import { clearAllDrafts, hasUnsentText } from '../../src/client/ui/drafts';
import { useDraft } from '../../src/client/ui/useDraft';

function Box({ name, original }: { name: string; original?: string }) {
  const draft = useDraft(name, original);
  return (
    <>
      <textarea aria-label="Text" value={draft.text} onChange={(event) => draft.setText(event.target.value)} />
      <button onClick={draft.discard}>Send</button>
    </>
  );
}

function renderBox(owner: string | null, name = 'comment:1', original?: string) {
  return render(
    <DraftOwner id={owner}>
      <Box name={name} original={original} />
    </DraftOwner>,
  );
}

const text = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text' });

afterEach(() => {
  clearAllDrafts();
  window.sessionStorage.clear();
});

test('typed text comes back when the form is shown again, for the same user only', () => {
  const first = renderBox('user-a');
  fireEvent.change(text(), { target: { value: 'Half a thought' } });
  expect(hasUnsentText()).toBe(true);
  first.unmount();
  expect(hasUnsentText()).toBe(false);

  const again = renderBox('user-a');
  expect(text().value).toBe('Half a thought');
  expect(hasUnsentText()).toBe(true);
  again.unmount();

  const other = renderBox('user-b');
  expect(text().value).toBe('');
  other.unmount();
});

test('sending (discard) forgets the draft at once', () => {
  const view = renderBox('user-a');
  fireEvent.change(text(), { target: { value: 'Done' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(text().value).toBe('');
  expect(hasUnsentText()).toBe(false);
  view.unmount();
  renderBox('user-a');
  expect(text().value).toBe('');
});

test('an edit is a draft only while it differs from the original', () => {
  const view = renderBox('user-a', 'title:1', 'The title');
  expect(text().value).toBe('The title');
  expect(hasUnsentText()).toBe(false);
  fireEvent.change(text(), { target: { value: 'The new title' } });
  expect(hasUnsentText()).toBe(true);
  fireEvent.change(text(), { target: { value: 'The title' } });
  expect(hasUnsentText()).toBe(false);
  expect(Object.keys(window.sessionStorage)).toEqual([]);
  view.unmount();
});

test('signing out clears every draft, and nobody signed in keeps none', () => {
  const view = renderBox('user-a');
  fireEvent.change(text(), { target: { value: 'Private' } });
  clearAllDrafts();
  expect(hasUnsentText()).toBe(false);
  expect(Object.keys(window.sessionStorage)).toEqual([]);
  view.unmount();

  const anonymous = renderBox(null);
  fireEvent.change(text(), { target: { value: 'Nowhere' } });
  expect(Object.keys(window.sessionStorage)).toEqual([]);
  anonymous.unmount();
});
