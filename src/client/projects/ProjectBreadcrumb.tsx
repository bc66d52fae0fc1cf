import { makeStyles, mergeClasses, tokens, typographyStyles, useFluent } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { HOME_PATH, projectPath } from '../paths';

// Drawn like Fluent's small Breadcrumb (subtle buttons, caption text, 12 px chevrons), but a plain `nav > ol` of
// links: Fluent's Breadcrumb moves between its items with arrow keys through a Tabster mover, which a trail of
// links does not need (Tab reaches each), and which brings Tabster and its focusable aria-hidden sentinels.
const useStyles = makeStyles({
  // A long project name or issue title is cut with an ellipsis rather than widening the page.
  list: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'nowrap',
    minWidth: 0,
    maxWidth: '100%',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  item: { display: 'flex', alignItems: 'center', minWidth: 0, flexShrink: 1, color: tokens.colorNeutralForeground2 },
  fixed: { flexShrink: 0 },
  step: {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    minWidth: 0,
    maxWidth: '100%',
    height: '24px',
    padding: tokens.spacingHorizontalSNudge,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    ...typographyStyles.caption1,
  },
  link: {
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2Hover },
    ':hover:active': { backgroundColor: tokens.colorSubtleBackgroundPressed, color: tokens.colorNeutralForeground2Pressed },
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  current: typographyStyles.caption1Strong,
  text: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  divider: { display: 'flex', fontSize: '12px', color: tokens.colorNeutralForeground2 },
});

/** One step of the trail that navigates inside the app (client-side; modified clicks open a tab). */
function BreadcrumbLink({ to, children, className }: { to: string; children: string; className: string }) {
  const styles = useStyles();
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <li className={className}>
      <a href={href} onClick={onClick} title={children} className={mergeClasses(styles.step, styles.link)}>
        <span className={styles.text}>{children}</span>
      </a>
    </li>
  );
}

function BreadcrumbDivider() {
  const styles = useStyles();
  const { dir } = useFluent();
  return (
    <li aria-hidden="true" className={styles.divider}>
      {dir === 'rtl' ? <ChevronLeftRegular /> : <ChevronRightRegular />}
    </li>
  );
}

interface Props {
  slug: string;
  name: string;
  /** The page itself, the trail's last step ("#12", "New issue"). */
  current: string;
}

/** Where a project's page sits: Projects › the project (its issue list) › this page. */
export function ProjectBreadcrumb({ slug, name, current }: Props) {
  const styles = useStyles();
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.list}>
        <BreadcrumbLink to={HOME_PATH} className={mergeClasses(styles.item, styles.fixed)}>
          Projects
        </BreadcrumbLink>
        <BreadcrumbDivider />
        <BreadcrumbLink to={projectPath(slug)} className={styles.item}>
          {name}
        </BreadcrumbLink>
        <BreadcrumbDivider />
        <li className={styles.item}>
          <span aria-current="page" title={current} className={mergeClasses(styles.step, styles.current)}>
            <span className={styles.text}>{current}</span>
          </span>
        </li>
      </ol>
    </nav>
  );
}
