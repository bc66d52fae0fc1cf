// The keyboard shortcuts dialog, its code loaded when first asked for (`?` or the Shortcuts button) on the list or
// the issue page: most visits never open it, so it stays off the first load. One loader for both pages, so the
// code loaded on one serves the other; a failed load is said and handed back (ui/DeferredDialog.tsx).
import type { ComponentProps } from 'react';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredDialog } from '../ui/DeferredDialog';
import type { KeyboardShortcutsDialog } from './KeyboardShortcutsDialog';

const keyboardShortcutsDialog = deferredComponent(() =>
  import('./KeyboardShortcutsDialog').then((module) => module.KeyboardShortcutsDialog),
);

interface Props extends ComponentProps<typeof KeyboardShortcutsDialog> {
  /** The code could not be loaded: the opener closes the dialog, so that asking again retries. */
  onFailed: () => void;
}

export function DeferredKeyboardShortcutsDialog({ onFailed, ...props }: Props) {
  return <DeferredDialog dialog={keyboardShortcutsDialog} props={props} name="the keyboard shortcuts" onFailed={onFailed} />;
}
