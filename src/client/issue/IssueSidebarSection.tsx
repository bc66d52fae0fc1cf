import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

/** Where the issue page's columns stack (IssueDetail): a phone, or a narrow window. */
const STACKED = '@media (max-width: 48rem)';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    // Stacked above the description, each section is one compact row - name, value, edit button - so that the
    // issue's properties and their menus fit in the first screen of a phone, before the description.
    [STACKED]: {
      display: 'grid',
      gridTemplateColumns: '6rem minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: tokens.spacingHorizontalS,
      paddingBlock: tokens.spacingVerticalXS,
    },
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    [STACKED]: { display: 'contents' },
  },
  title: { margin: 0, [STACKED]: { gridColumn: 1, gridRow: 1 } },
  action: { display: 'contents', [STACKED]: { display: 'block', gridColumn: 3, gridRow: 1 } },
  value: { minWidth: 0, [STACKED]: { gridColumn: 2, gridRow: 1 } },
});

interface Props {
  title: string;
  /** The section's edit control (a menu button), when the viewer may change it. */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * One section of the issue's sidebar: a heading, its edit control on the right, the current value below; where
 * the page's columns stack, one row with the value between them.
 */
export function IssueSidebarSection({ title, action, children }: Props) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.root} aria-labelledby={id}>
      <div className={styles.header}>
        <Subtitle2 as="h2" block id={id} className={styles.title}>
          {title}
        </Subtitle2>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      <div className={styles.value}>{children}</div>
    </section>
  );
}
