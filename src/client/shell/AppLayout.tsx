import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { RouterLink } from '../ui/RouterLink';
import { ThemeSwitch } from './ThemeSwitch';

const useStyles = makeStyles({
  skipLink: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-10rem',
    zIndex: 1,
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    // Hidden above the viewport until a keyboard user tabs onto it.
    ':focus': { top: tokens.spacingVerticalM, outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    paddingInline: tokens.spacingHorizontalXXL,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  brand: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  progress: { position: 'absolute', insetInline: 0 },
  main: {
    maxWidth: '72rem',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalXXL,
    paddingBlock: tokens.spacingVerticalXL,
    // Focus is moved here after navigation for screen readers; it needs no ring of its own.
    ':focus': { outline: 'none' },
  },
});

/** The frame around every page: skip link, header with the app name and theme switch, the main landmark. */
export function AppLayout() {
  const styles = useStyles();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);

  // A client-side navigation does not move focus as a page load would: move it to the new content so
  // keyboard and screen-reader users start there (not on the link they activated, now gone).
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <header className={styles.header}>
        <RouterLink to="/" className={styles.brand} appearance="subtle">
          Triage
        </RouterLink>
        <ThemeSwitch />
      </header>
      {/* The next page's code is loading (its data then streams in behind a skeleton). */}
      {navigation.state === 'loading' && <ProgressBar className={styles.progress} aria-label="Loading page" />}
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}
