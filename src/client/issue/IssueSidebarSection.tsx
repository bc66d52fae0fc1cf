import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  title: { margin: 0 },
});

interface Props {
  title: string;
  /** The section's edit control (a menu button), when the viewer may change it. */
  action?: ReactNode;
  children: ReactNode;
}

/** One section of the issue's sidebar: a heading, its edit control on the right, the current value below. */
export function IssueSidebarSection({ title, action, children }: Props) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.root} aria-labelledby={id}>
      <div className={styles.header}>
        <Subtitle2 as="h2" block id={id} className={styles.title}>
          {title}
        </Subtitle2>
        {action}
      </div>
      {children}
    </section>
  );
}
