// The confirmation before something that cannot be undone (deleting a comment, a file, an issue...). Its
// Fluent Dialog, with Tabster's modal focus handling, loads when a confirmation is first asked for: a mounted
// Dialog sets that handling up at once, which costs the first load its code and puts focusable aria-hidden
// sentinels under body (Lighthouse's aria-hidden-focus audit). Once loaded it stays, for its closing animation.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogView';
import { deferredComponent } from './deferredComponent';

const confirmDialogView = deferredComponent(() => import('./ConfirmDialogView').then((module) => module.ConfirmDialogView));

/**
 * Asks before something that cannot be undone. An alert dialog: focus starts on Cancel, Escape cancels,
 * and the rest of the page is inert while it is open. Nothing is rendered until it is first opened.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onCancel } = props;
  const View = useSyncExternalStore(confirmDialogView.subscribe, confirmDialogView.current, confirmDialogView.current);
  // Mounted from its first opening on, so that it can close with its animation.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);

  useEffect(() => {
    if (!open || View !== undefined) return;
    let current = true;
    // The code did not arrive (offline): the question is dropped, as if cancelled, and the next try loads again.
    confirmDialogView.load().catch(() => {
      if (current) onCancel();
    });
    return () => {
      current = false;
    };
  }, [open, View, onCancel]);

  // Not a component made during render: `confirmDialogView` loads it once and keeps it.
  // eslint-disable-next-line react-hooks/static-components
  return used && View !== undefined ? <View {...props} /> : null;
}
