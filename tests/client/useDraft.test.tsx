// Drafts (ui/useDraft): what is typed is kept per user in the tab's storage and comes back with the form,
// an edit that returns to the original text is no draft, and signing out (clearAllDrafts) forgets them all.
// The count of forms holding unsent text (ui/unsentForms, the leave prompt's question) holds only forms on
// screen, each under its own page's path: a form gone, closed, or on another page never holds anything back.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DraftOwner } from '../../src/client/ui/DraftOwner';
import { clearAllDrafts } from '../../src/client/ui/drafts';
import { UnsentFormsProvider, useUnsentForms, type UnsentForms } from '../../src/client/ui/unsentForms';
import { useDraft, type Draft } from '../../src/client/ui/useDraft';

let forms: UnsentForms | null = null;
let lastDraft: Draft | null = null;

function Box({ name, original }: { name: string; original?: string | undefined }) {
  const draft = useDraft(name, original);
  lastDraft = draft;
  forms = useUnsentForms();
  return (
    <>
      <textarea aria-label="Text" value={draft.text} onChange={(event) => draft.setText(event.target.value)} />
      <button onClick={draft.discard}>Send</button>
    </>
  );
}

function Page({ path, children }: { path: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <UnsentFormsProvider>{children}</UnsentFormsProvider>
    </MemoryRouter>
  );
}

function renderBox(owner: string | null, name = 'comment:1', original?: string, path = '/projects/web/issues/1') {
  return render(
    <Page path={path}>
      <DraftOwner id={owner}>
        <Box name={name} original={original} />
      </DraftOwner>
    </Page>,
  );
}

const text = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text' });
const holding = (path = '/projects/web/issues/1') => forms?.holdTextAt(path) ?? false;

afterEach(() => {
  clearAllDrafts();
  window.sessionStorage.clear();
  forms = null;
  lastDraft = null;
});

test('typed text comes back when the form is shown again, for the same user only', () => {
  const first = renderBox('user-a');
  fireEvent.change(text(), { target: { value: 'Half a thought' } });
  expect(holding()).toBe(true);
  const count = forms;
  first.unmount();
  expect(count?.holdText()).toBe(false);

  const again = renderBox('user-a');
  expect(text().value).toBe('Half a thought');
  expect(holding()).toBe(true);
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
  expect(holding()).toBe(false);
  view.unmount();
  renderBox('user-a');
  expect(text().value).toBe('');
});

test('an edit is a draft only while it differs from the original', () => {
  const view = renderBox('user-a', 'title:1', 'The title');
  expect(text().value).toBe('The title');
  expect(holding()).toBe(false);
  fireEvent.change(text(), { target: { value: 'The new title' } });
  expect(holding()).toBe(true);
  fireEvent.change(text(), { target: { value: 'The title' } });
  expect(holding()).toBe(false);
  expect(Object.keys(window.sessionStorage)).toEqual([]);
  view.unmount();
});

test('until something is typed the field follows the original: a title changed by someone else is no draft', () => {
  const view = renderBox('user-a', 'title:1', 'The title');
  view.rerender(
    <Page path="/projects/web/issues/1">
      <DraftOwner id="user-a">
        <Box name="title:1" original="Renamed by someone else" />
      </DraftOwner>
    </Page>,
  );
  expect(text().value).toBe('Renamed by someone else');
  expect(holding()).toBe(false);
  view.unmount();
});

test('a form counts only on its own page, and a form gone cannot count again (a late callback typing into it)', () => {
  const view = renderBox('user-a', 'comment:1', '', '/projects/web/issues/1');
  fireEvent.change(text(), { target: { value: 'Typed' } });
  // The page just left, still on screen while the address is already the next one: not asked about there.
  expect(holding('/projects/web')).toBe(false);
  expect(holding('/projects/web/issues/1')).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const count = forms;
  const gone = lastDraft;
  view.unmount();
  // An undone send puts its text back after the page was left: kept as a draft, but nothing is held back.
  act(() => gone?.setText('Back from an undo'));
  expect(count?.holdText()).toBe(false);
  expect(Object.keys(window.sessionStorage)).toHaveLength(1);
});

test('signing out clears every draft, and nobody signed in keeps none', () => {
  const view = renderBox('user-a');
  fireEvent.change(text(), { target: { value: 'Private' } });
  clearAllDrafts();
  forms?.forgetAll();
  expect(holding()).toBe(false);
  expect(Object.keys(window.sessionStorage)).toEqual([]);
  view.unmount();

  const anonymous = renderBox(null);
  fireEvent.change(text(), { target: { value: 'Nowhere' } });
  expect(Object.keys(window.sessionStorage)).toEqual([]);
  anonymous.unmount();
});

test('a form outside the layout keeps its draft and is counted nowhere', () => {
  render(
    <MemoryRouter>
      <DraftOwner id="user-a">
        <Box name="comment:2" />
      </DraftOwner>
    </MemoryRouter>,
  );
  fireEvent.change(text(), { target: { value: 'Alone' } });
  expect(forms).toBeNull();
  expect(Object.keys(window.sessionStorage)).toHaveLength(1);
});
