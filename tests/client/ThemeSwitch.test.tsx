import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { createEnvironmentHolder } from '../../src/client/relay/environment';
import { AppProviders } from '../../src/client/shell/AppProviders';
import { ThemeSwitch } from '../../src/client/shell/ThemeSwitch';
import { THEME_STORAGE_KEY } from '../../src/client/shell/themePreference';
import { resetMediaQueries, setMediaQuery } from './support/mediaQueries';

/** The page background of the theme FluentProvider applies (its CSS variables), telling the themes apart. */
function background(): string | undefined {
  const css = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
  // The last one wins: that of the provider rendered most recently.
  const values = [...css.matchAll(/--colorNeutralBackground1:\s*(#[0-9a-f]{6})/gi)].map((match) => match[1]);
  return values.at(-1)?.toLowerCase();
}

function renderSwitch() {
  return render(
    <AppProviders environments={createEnvironmentHolder(() => createMockEnvironment())}>
      <ThemeSwitch />
    </AppProviders>,
  );
}

afterEach(() => {
  localStorage.clear();
  resetMediaQueries();
});

// First in the file: the menu's module is not loaded yet.
test('the code fetched on focus does not replace the focused button; the menu comes when asked for', async () => {
  renderSwitch();
  const button = screen.getByRole('button', { name: 'Theme: System' });
  button.focus();
  fireEvent.focus(button);
  // Let the prefetch finish (its module is the one the switch loads).
  await act(() => import('../../src/client/shell/ThemeMenu'));
  expect(screen.getByRole('button', { name: 'Theme: System' })).toBe(button);
  expect(document.activeElement).toBe(button);
  expect(screen.queryByRole('menu')).toBeNull();
  fireEvent.click(button);
  expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toBeTruthy();
});

test('offers Light, Dark and System, applies the choice and remembers it', async () => {
  renderSwitch();
  expect(screen.getByRole('button', { name: 'Theme: System' })).toBeTruthy();
  expect(background()).toBe('#ffffff');

  fireEvent.click(screen.getByRole('button', { name: 'Theme: System' }));
  const options = await screen.findAllByRole('menuitemradio');
  expect(options.map((option) => option.textContent)).toEqual(['Light', 'Dark', 'System']);
  fireEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));

  expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeTruthy();
  // The dark theme's tokens load on demand.
  await waitFor(() => expect(background()).toBe('#292929'));
  expect(document.documentElement.style.colorScheme).toBe('dark');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
});

test('opens from the keyboard (ArrowDown) once its code has loaded', async () => {
  renderSwitch();
  const button = screen.getByRole('button', { name: 'Theme: System' });
  // Until first used, the button stands alone but announces the menu it opens.
  expect(button.getAttribute('aria-haspopup')).toBe('menu');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  button.focus();
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  expect(await screen.findByRole('menuitemradio', { name: 'Light' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Theme: System' }).getAttribute('aria-expanded')).toBe('true');
});

test('starts with the remembered choice', async () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  renderSwitch();
  expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeTruthy();
  await waitFor(() => expect(background()).toBe('#292929'));
});

test('System follows the operating system live, and uses high contrast under forced colours', async () => {
  renderSwitch();
  expect(background()).toBe('#ffffff');
  act(() => setMediaQuery('(prefers-color-scheme: dark)', true));
  await waitFor(() => expect(background()).toBe('#292929'));
  act(() => setMediaQuery('(forced-colors: active)', true));
  await waitFor(() => expect(background()).toBe('#000000'));
});
