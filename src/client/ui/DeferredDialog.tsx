// A dialog whose code loads when it is first opened (Save view, Rename, Add a sub-issue, Add a relation, Close as
// duplicate, the keyboard shortcuts). A `lazy()` dialog whose code could not arrive (offline, a deploy that removed
// the chunk) threw to the page's error boundary, which replaced the whole page, and React kept the rejected
// `lazy()` for good. Here a failed load is said in a message and handed back to the opener (`onFailed`: the
// dialog counts as closed), the page stays, and the next opening loads the code again (deferredComponent.ts).
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import type { DeferredComponent } from './deferredComponent';
import { useNotify } from './useNotify';

interface Props<P> {
  dialog: DeferredComponent<P>;
  /** The dialog's props. */
  props: P;
  /** What the dialog does, for the message: "Couldn't open Save view". */
  name: string;
  /** Called when the code could not be loaded: the opener closes the dialog, so that opening it again retries. */
  onFailed: () => void;
}

/** The dialog once its code is here; until then nothing. */
export function DeferredDialog<P extends object>({ dialog, props, name, onFailed }: Props<P>) {
  const Dialog = useSyncExternalStore(dialog.subscribe, dialog.current, dialog.current);
  const notify = useNotify();

  useEffect(() => {
    if (Dialog !== undefined) return;
    let current = true;
    dialog.load().catch(() => {
      if (!current) return;
      notify({ intent: 'error', title: `Couldn't open ${name}`, detail: "Can't reach the server. Check your connection and try again." });
      onFailed();
    });
    return () => {
      current = false;
    };
  }, [Dialog, dialog, name, notify, onFailed]);

  if (Dialog === undefined) return null;
  return (
    // A dialog that reads data of its own may suspend once loaded: nothing shows until it is ready.
    <Suspense fallback={null}>
      {/* Not a component made during render: `dialog` loads it once and keeps it. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Dialog {...props} />
    </Suspense>
  );
}
