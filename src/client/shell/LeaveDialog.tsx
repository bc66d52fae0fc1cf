import { ConfirmDialog } from '../ui/ConfirmDialog';

interface Props {
  onLeave: () => void;
  onStay: () => void;
}

/** The question LeaveGuard asks before leaving a page with unsent text; its own chunk, loaded when asked. */
export function LeaveDialog({ onLeave, onStay }: Props) {
  return (
    <ConfirmDialog open title="Leave this page?" confirmLabel="Leave page" onConfirm={onLeave} onCancel={onStay}>
      You have text here that is not sent. It is kept as a draft in this tab until you sign out, and comes back when you return to this
      page.
    </ConfirmDialog>
  );
}
