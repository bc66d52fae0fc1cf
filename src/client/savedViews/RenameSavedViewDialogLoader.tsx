// The saved view's Rename dialog loads its code when first opened. If that code cannot arrive (offline), the
// dialog is given up here, with a message, rather than failing the page: the next Rename… loads it again.
import { useEffect, useSyncExternalStore } from 'react';
import { deferredComponent } from '../ui/deferredComponent';
import { useNotify } from '../ui/useNotify';

const renameSavedViewDialog = deferredComponent(() => import('./RenameSavedViewDialog').then((module) => module.RenameSavedViewDialog));

interface Props {
  view: { readonly id: string; readonly name: string };
  onClose: () => void;
}

/** The Rename dialog once its code is here; until then nothing, and on a failed load, a message and `onClose`. */
export function RenameSavedViewDialogLoader({ view, onClose }: Props) {
  const Dialog = useSyncExternalStore(renameSavedViewDialog.subscribe, renameSavedViewDialog.current, renameSavedViewDialog.current);
  const notify = useNotify();

  useEffect(() => {
    if (Dialog !== undefined) return;
    let current = true;
    renameSavedViewDialog.load().catch(() => {
      if (!current) return;
      notify({ intent: 'error', title: "Couldn't open Rename", detail: "Can't reach the server. Check your connection and try again." });
      onClose();
    });
    return () => {
      current = false;
    };
  }, [Dialog, notify, onClose]);

  // Not a component made during render: `renameSavedViewDialog` loads it once and keeps it.
  // eslint-disable-next-line react-hooks/static-components
  return Dialog === undefined ? null : <Dialog view={view} onClose={onClose} />;
}
