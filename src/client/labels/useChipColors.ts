// A chip's colours for the page's scheme (labelColor.ts), as a style: concrete colours once the scheme is known;
// before (a server-rendered page under "System", until it has hydrated), both schemes' as variables, the dark ones
// chosen by `prefers-color-scheme`, so that a dark system sees dark chips from the server's first paint on.
import { makeStyles } from '@fluentui/react-components';
import type { CSSProperties } from 'react';
import { useColorScheme } from '../ui/colorScheme';
import { chipColors } from './labelColor';

const useStyles = makeStyles({
  system: {
    backgroundColor: 'var(--triage-chip-light-background)',
    color: 'var(--triage-chip-light-text)',
    '@media (prefers-color-scheme: dark)': {
      backgroundColor: 'var(--triage-chip-dark-background)',
      color: 'var(--triage-chip-dark-text)',
    },
  },
});

/** The class (if any) and inline style that colour a chip of the label colour `color`. */
export function useChipColors(color: string): { readonly className: string | undefined; readonly style: CSSProperties } {
  const styles = useStyles();
  const scheme = useColorScheme();
  if (scheme !== 'system') {
    const { background, text } = chipColors(color, scheme);
    return { className: undefined, style: { backgroundColor: background, color: text } };
  }
  const light = chipColors(color, 'light');
  const dark = chipColors(color, 'dark');
  // Custom properties are not in CSSProperties' keys; React sets them as written.
  const variables = {
    '--triage-chip-light-background': light.background,
    '--triage-chip-light-text': light.text,
    '--triage-chip-dark-background': dark.background,
    '--triage-chip-dark-text': dark.text,
  } as CSSProperties;
  return { className: styles.system, style: variables };
}
