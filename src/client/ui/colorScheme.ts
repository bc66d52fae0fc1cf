// The colour scheme the theme resolved to (the user's choice, or the system's), for the few parts that compute
// colours themselves rather than take Fluent's tokens: label chips, whose colours are user data.
import { createContext, useContext } from 'react';

/** Whether the page is light or dark. */
export type ColorScheme = 'light' | 'dark';

export const ColorSchemeContext = createContext<ColorScheme>('light');

/** Whether the page is light or dark now (forced colours count as dark: the system overrides colours there anyway). */
export function useColorScheme(): ColorScheme {
  return useContext(ColorSchemeContext);
}
