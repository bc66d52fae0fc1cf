import { Body1, makeStyles, mergeClasses, Title1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Helmet } from 'react-helmet-async';
import { graphql, useFragment } from 'react-relay';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import type { AdminLayout_viewer$key } from '../../../__generated__/AdminLayout_viewer.graphql';
import { useLinkFocusRingStyles } from '../ui/useLinkFocusRingStyles';
import { ADMIN_AUDIT_PATH, ADMIN_INVITATIONS_PATH, ADMIN_PEOPLE_PATH, ADMIN_PROJECTS_PATH, ADMIN_SETTINGS_PATH } from '../paths';

const SECTIONS = [
  { to: ADMIN_PROJECTS_PATH, label: 'Projects' },
  { to: ADMIN_PEOPLE_PATH, label: 'People' },
  { to: ADMIN_INVITATIONS_PATH, label: 'Invitations' },
  { to: ADMIN_SETTINGS_PATH, label: 'Settings' },
  { to: ADMIN_AUDIT_PATH, label: 'Audit log' },
] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '& > *': { margin: 0 } },
  nav: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  tab: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    borderBottom: `${tokens.strokeWidthThicker} solid transparent`,
    fontWeight: tokens.fontWeightRegular,
    ':hover': { color: tokens.colorNeutralForeground1, borderBottomColor: tokens.colorNeutralStroke1Hover },
  },
  current: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderBottomColor: tokens.colorCompoundBrandStroke,
    // Forced colours drop the brand colour: keep the mark visible.
    '@media (forced-colors: active)': { borderBottomColor: 'Highlight' },
  },
});

function SectionLink({ to, label, current }: { to: string; label: string; current: boolean }) {
  const styles = useStyles();
  const focusRing = useLinkFocusRingStyles();
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a
      href={href}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      className={mergeClasses(styles.tab, focusRing.ring, current && styles.current)}
    >
      {label}
    </a>
  );
}

interface Props {
  viewer: AdminLayout_viewer$key | null | undefined;
  /** The page's heading, also the first part of its title. */
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every admin page: the heading, the admin area's sections, and the page. Anyone but an admin
 * is told the page is for admins and sees nothing of it (the server refuses them anyway).
 */
export function AdminLayout({ viewer, title, description, children }: Props) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const data = useFragment(
    graphql`
      fragment AdminLayout_viewer on User @throwOnFieldError {
        role
      }
    `,
    viewer,
  );
  const isAdmin = data?.role === 'ADMIN';
  return (
    <div className={styles.root}>
      <Helmet>
        <title>{`${title} · Administration · Triage`}</title>
      </Helmet>
      <div className={styles.intro}>
        <Title1 as="h1" block>
          {title}
        </Title1>
        {isAdmin && (
          <Body1 as="p" block>
            {description}
          </Body1>
        )}
      </div>
      {isAdmin ? (
        <>
          <nav aria-label="Administration">
            <ul className={styles.nav}>
              {SECTIONS.map((section) => (
                <li key={section.to}>
                  <SectionLink {...section} current={pathname === section.to || pathname.startsWith(`${section.to}/`)} />
                </li>
              ))}
            </ul>
          </nav>
          {children}
        </>
      ) : (
        <Body1 as="p" block>
          Only admins can see this page. Ask an admin if you need something changed.
        </Body1>
      )}
    </div>
  );
}
