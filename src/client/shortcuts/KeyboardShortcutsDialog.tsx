import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useLayoutEffect, useRef } from 'react';
import { SHORTCUTS, type ShortcutPage } from './shortcutLists';
import { useTabsterForThePageLife } from '../ui/useTabsterForThePageLife';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: {
    textAlign: 'start',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInlineEnd: tokens.spacingHorizontalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    fontWeight: tokens.fontWeightRegular,
  },
  kbd: {
    display: 'inline-block',
    minWidth: '1.5em',
    paddingInline: tokens.spacingHorizontalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomWidth: tokens.strokeWidthThick,
    borderRadius: tokens.borderRadiusSmall,
    fontFamily: tokens.fontFamilyMonospace,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  caption: { textAlign: 'start', paddingBottom: tokens.spacingVerticalS },
  note: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  /** The page it is opened on: the dialog lists that page's shortcuts. */
  page: ShortcutPage;
  open: boolean;
  onClose: () => void;
}

/**
 * The `?` dialog: the keyboard shortcuts of the page it is opened on. When it closes, the focus goes back
 * to where it was (a row of the list, the comment box...), also when it was opened by a key, not a button.
 */
export function KeyboardShortcutsDialog({ page, open, onClose }: Props) {
  useTabsterForThePageLife();
  const styles = useStyles();
  const { title, shortcuts } = SHORTCUTS[page];
  const returnTo = useRef<HTMLElement | null>(null);
  // Before the dialog's own effects move the focus into it (layout effects run before any passive one).
  useLayoutEffect(() => {
    if (open) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const close = () => {
    onClose();
    const target = returnTo.current;
    returnTo.current = null;
    // Once the dialog has gone (Fluent would otherwise keep the focus in it, or drop it on the page's body).
    if (target) requestAnimationFrame(() => target.isConnected && target.focus());
  };
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogContent>
            <table className={styles.table}>
              <caption className={styles.caption}>{title}</caption>
              <thead>
                <tr>
                  <th className={styles.cell} scope="col">
                    Key
                  </th>
                  <th className={styles.cell} scope="col">
                    Action
                  </th>
                </tr>
              </thead>
              <tbody>
                {shortcuts.map(({ keys, action }) => (
                  <tr key={action}>
                    <td className={styles.cell}>
                      {keys.map((key) => (
                        <kbd key={key} className={styles.kbd}>
                          {key}
                        </kbd>
                      ))}
                    </td>
                    <th className={styles.cell} scope="row">
                      {action}
                    </th>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.note}>Shortcuts do nothing while you type in a field.</p>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
