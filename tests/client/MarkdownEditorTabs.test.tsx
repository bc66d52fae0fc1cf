import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MarkdownEditor } from '../../src/client/ui/MarkdownEditor';

function Editor() {
  const [value, setValue] = useState('Some *text*');
  return <MarkdownEditor label="Add a comment" value={value} onChange={setValue} />;
}

function renderEditor() {
  render(
    <FluentProvider theme={webLightTheme}>
      <Editor />
    </FluentProvider>,
  );
  const list = screen.getByRole('tablist', { name: 'Add a comment: write or preview' });
  return {
    list,
    write: within(list).getByRole('tab', { name: 'Write' }),
    preview: within(list).getByRole('tab', { name: 'Preview' }),
  };
}

test('Write is selected and the only tab in the Tab order; the panel is labelled by it', () => {
  const { write, preview } = renderEditor();
  expect(write.getAttribute('aria-selected')).toBe('true');
  expect(preview.getAttribute('aria-selected')).toBe('false');
  expect(write.tabIndex).toBe(0);
  expect(preview.tabIndex).toBe(-1);
  const panel = screen.getByRole('tabpanel');
  expect(panel.getAttribute('aria-labelledby')).toBe(write.id);
  expect(write.getAttribute('aria-controls')).toBe(panel.id);
  expect(preview.getAttribute('aria-controls')).toBe(panel.id);
  expect(within(panel).getByRole('textbox', { name: 'Add a comment' })).toBeTruthy();
});

test('the arrow keys move the focus between the tabs and wrap around; Home and End go to the ends; moving does not choose', () => {
  const { write, preview } = renderEditor();
  write.focus();
  fireEvent.keyDown(write, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(preview);
  fireEvent.keyDown(preview, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(write);
  fireEvent.keyDown(write, { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(preview);
  fireEvent.keyDown(preview, { key: 'Home' });
  expect(document.activeElement).toBe(write);
  fireEvent.keyDown(write, { key: 'End' });
  expect(document.activeElement).toBe(preview);
  // Manual activation, as Fluent's TabList: the focus moved, the selection did not.
  expect(write.getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('textbox', { name: 'Add a comment' })).toBeTruthy();
  // Other keys are left alone (Tab leaves the list, letters do nothing here).
  const other = fireEvent.keyDown(preview, { key: 'a' });
  expect(other).toBe(true);
  expect(document.activeElement).toBe(preview);
});

test('choosing Preview (Enter, Space or a click on the button) shows the rendered text and moves the tab stop to it', () => {
  const { write, preview } = renderEditor();
  fireEvent.click(preview);
  expect(preview.getAttribute('aria-selected')).toBe('true');
  expect(write.getAttribute('aria-selected')).toBe('false');
  expect(preview.tabIndex).toBe(0);
  expect(write.tabIndex).toBe(-1);
  const panel = screen.getByRole('tabpanel');
  expect(panel.getAttribute('aria-labelledby')).toBe(preview.id);
  expect(within(panel).getByRole('region', { name: 'Add a comment: preview' }).querySelector('em')?.textContent).toBe('text');
  fireEvent.click(write);
  expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Add a comment' }).value).toBe('Some *text*');
});

test('the tabs bring no Tabster: no mover attribute and no focus sentinels (focusable aria-hidden elements)', () => {
  const { list } = renderEditor();
  expect(list.hasAttribute('data-tabster')).toBe(false);
  expect(document.querySelector('[data-tabster], [data-tabster-dummy]')).toBeNull();
});
