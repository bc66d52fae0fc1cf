import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, makeStyles } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { HOME_PATH, projectPath } from '../paths';

const useStyles = makeStyles({
  // A long project name or issue title is cut with an ellipsis rather than widening the page.
  root: { minWidth: 0, maxWidth: '100%', '& ol': { flexWrap: 'nowrap', minWidth: 0 } },
  item: { minWidth: 0, flexShrink: 1 },
  fixed: { flexShrink: 0 },
  text: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** One step of the trail that navigates inside the app (client-side; modified clicks open a tab). */
function BreadcrumbLink({ to, children, className }: { to: string; children: string; className?: string }) {
  const styles = useStyles();
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <BreadcrumbItem className={className}>
      <BreadcrumbButton as="a" href={href} onClick={onClick} title={children}>
        <span className={styles.text}>{children}</span>
      </BreadcrumbButton>
    </BreadcrumbItem>
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
    <Breadcrumb aria-label="Breadcrumb" className={styles.root} size="small">
      <BreadcrumbLink to={HOME_PATH} className={styles.fixed}>
        Projects
      </BreadcrumbLink>
      <BreadcrumbDivider />
      <BreadcrumbLink to={projectPath(slug)} className={styles.item}>
        {name}
      </BreadcrumbLink>
      <BreadcrumbDivider />
      <BreadcrumbItem className={styles.item}>
        <BreadcrumbButton current title={current}>
          <span className={styles.text}>{current}</span>
        </BreadcrumbButton>
      </BreadcrumbItem>
    </Breadcrumb>
  );
}
