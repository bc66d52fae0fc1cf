import { createDOMRenderer } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { createEnvironmentHolder } from '../../src/client/relay/environment';
import { AppProviders } from '../../src/client/shell/AppProviders';
import { ThemeSwitch } from '../../src/client/shell/ThemeSwitch';
import { THEME_STORAGE_KEY } from '../../src/client/shell/themePreference';
import { resetMediaQueries, setMediaQuery } from './support/mediaQueries';

/** The page background of the theme FluentProvider applies (its CSS variables), telling the themes apart. */
function background(): string | undefined {
  const css = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
  // The last one wins: that of the provider rendered most recently.
  const values = [...css.matchAll(/--colorNeutralBackground1:\s*(#[0-9a-f]{6})/gi)].map((match) => match[1]);
  return values.at(-1)?.toLowerCase();
}

function renderSwitch() {
  return render(
    <AppProviders environments={createEnvironmentHolder(() => createMockEnvironment())} styleRenderer={createDOMRenderer(document)}>
      <ThemeSwitch />
    </AppProviders>,
  );
}

afterEach(() => {
  localStorage.clear();
  resetMediaQueries();
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
  expect(background()).toBe('#292929');
  expect(document.documentElement.style.colorScheme).toBe('dark');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
});

test('starts with the remembered choice', () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  renderSwitch();
  expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeTruthy();
  expect(background()).toBe('#292929');
});

test('System follows the operating system live, and uses high contrast under forced colours', () => {
  renderSwitch();
  expect(background()).toBe('#ffffff');
  act(() => setMediaQuery('(prefers-color-scheme: dark)', true));
  expect(background()).toBe('#292929');
  act(() => setMediaQuery('(forced-colors: active)', true));
  expect(background()).toBe('#000000');
});
