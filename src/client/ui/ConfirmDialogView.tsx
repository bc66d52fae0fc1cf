// The confirmation dialog drawn with Fluent's Dialog, loaded when one is first opened (ui/ConfirmDialog.tsx).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useFocusReturnsToOpener } from './useFocusReturnsToOpener';
import { useTabsterForThePageLife } from './useTabsterForThePageLife';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Delete this comment?". */
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The button that does it, named by what it does ("Delete comment"), never "OK". */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone. An alert dialog: focus starts on Cancel, Escape cancels,
 * and the rest of the page is inert while it is open.
 */
export function ConfirmDialogView({ open, title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  useTabsterForThePageLife();
  useFocusReturnsToOpener(open);
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            {/* An alert dialog starts on its least destructive action (WAI-ARIA's alertdialog pattern). */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button appearance="secondary" onClick={onCancel} autoFocus>
              Cancel
            </Button>
            <Button appearance="primary" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
