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

/** The issue list's shortcuts, in the order people learn them (README "Using Triage" lists the same). */
export const SHORTCUTS: ReadonlyArray<{ keys: string[]; action: string }> = [
  { keys: ['c'], action: 'Create a new issue' },
  { keys: ['/'], action: 'Focus the search box' },
  { keys: ['j'], action: 'Move to the next issue' },
  { keys: ['k'], action: 'Move to the previous issue' },
  { keys: ['Enter'], action: 'Open the current issue' },
  { keys: ['x'], action: 'Select or unselect the current issue' },
  { keys: ['Esc'], action: 'Clear the selection' },
  { keys: ['?'], action: 'Show these shortcuts' },
];

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
  note: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The `?` dialog: every keyboard shortcut of the issue list. */
export function KeyboardShortcutsDialog({ open, onClose }: Props) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogContent>
            <table className={styles.table}>
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
                {SHORTCUTS.map(({ keys, action }) => (
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
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
