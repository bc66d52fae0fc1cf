// The colour scheme the theme resolved to (the user's choice, or the system's), for the few parts that compute
// colours themselves rather than take Fluent's tokens: label chips, whose colours are user data.
import { createContext, useContext } from 'react';

/** Whether the page is light or dark. */
export type ColorScheme = 'light' | 'dark';

/**
 * The page's scheme, or `system` while it is the system's and not known yet: on the server and while a
 * server-rendered page hydrates (the media queries read false there), where the page is drawn with both, the dark
 * one under `prefers-color-scheme: dark` (serverEntry.tsx does so for Fluent's theme).
 */
export type PageScheme = ColorScheme | 'system';

export const ColorSchemeContext = createContext<PageScheme>('light');

/** Whether the page is light or dark now (forced colours count as dark: the system overrides colours there anyway). */
export function useColorScheme(): PageScheme {
  return useContext(ColorSchemeContext);
}
