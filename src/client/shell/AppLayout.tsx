import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useMatches, useNavigation } from 'react-router-dom';
import HeaderAccountQueryNode, { type HeaderAccountQuery } from '../../../__generated__/HeaderAccountQuery.graphql';
import { pageCarried } from '../relay/firstAnswers';
import { useRequestActivity } from '../relay/resetEnvironment';
import { NotificationAnnouncer } from '../ui/NotificationAnnouncer';
import { NotificationToaster } from '../ui/NotificationToaster';
import { RouterLink } from '../ui/RouterLink';
import { RequestNotice } from './RequestNotice';
import { HeaderAccount } from './HeaderAccount';
import { HeaderAccountBoundary } from './HeaderAccountBoundary';
import { HeaderAccountSkeleton } from './HeaderAccountSkeleton';
import { LeaveGuard } from './LeaveGuard';
import { UnsentFormsProvider } from '../ui/unsentForms';
import { LiveIndicator } from './LiveIndicator';
import { ThemeSwitch } from './ThemeSwitch';
import { HOME_PATH } from '../paths';
import { useHydrated } from '../ui/useHydrated';

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
    '@media (max-width: 30rem)': { paddingInline: tokens.spacingHorizontalM, gap: tokens.spacingHorizontalS },
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  brand: {
    // One line, whatever the width: the tools beside it shrink to icons on a phone instead.
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  // Closer together on a phone, where the live indicator, theme, My issues and account share 390 px.
  tools: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 30rem)': { gap: tokens.spacingHorizontalXS },
  },
  progress: { position: 'absolute', insetInline: 0 },
  main: {
    maxWidth: '72rem',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalXXL,
    paddingBlock: tokens.spacingVerticalXL,
    '@media (max-width: 30rem)': { paddingInline: tokens.spacingHorizontalM },
    // A word longer than the screen is wide (a name with no space in it) breaks rather than widening the
    // page; `anywhere`, unlike `break-word`, also lets the boxes around it shrink to the screen.
    overflowWrap: 'anywhere',
    // Focus is moved here after navigation for screen readers; it needs no ring of its own.
    ':focus': { outline: 'none' },
  },
});

/** What a page route tells the layout (its `handle`). */
export interface PageHandle {
  /** The page's placeholder, shown on the very first load until the page's code has arrived. */
  skeleton: ReactNode;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'skeleton' in handle;
}

/**
 * The frame around every page: skip link, header with the app name, theme switch and account area, the
 * main landmark. The root route's loader preloads the account area's query (HeaderAccountQuery); it
 * has its own Suspense boundary, so a page never waits for the header, nor the header for a page.
 * It is also the root route's HydrateFallback: on the very first load, until the loaders have run and
 * the page's code has arrived, there is no loader data yet, and the layout shows the matched page's
 * skeleton and a placeholder for the account area.
 */
export function AppLayout() {
  const styles = useStyles();
  const accountQueryRef = useLoaderData<PreloadedQuery<HeaderAccountQuery> | undefined>();
  const environment = useRelayEnvironment();
  const activity = useRequestActivity();
  const matches = useMatches();
  const hydrating = accountQueryRef === undefined;
  // A server-rendered page draws the viewer's account when its answer came with the page's (server/http/pageAnswers.ts),
  // so nothing in the header moves when the page hydrates. Without it (the header's query missed the server's
  // budget), its placeholder stays until the page has hydrated, so that the browser's first render matches the
  // server's. Asked of what the page carried, not of the store: under load the browser's own request for the
  // account can be answered before hydration begins, and drawing it then was React's #418 mismatch.
  const pageHydrated = useHydrated();
  const [accountCameWithPage] = useState(() => pageCarried(environment, HeaderAccountQueryNode.params.id ?? ''));
  const pageHandle = matches.at(-1)?.handle;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);

  // A client-side navigation does not move focus as a page load would: move it to the new content so
  // keyboard and screen-reader users start there (not on the link they activated, now gone).
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    // A page that put the focus in one of its fields on arrival (the new-issue title), or an error that took it
    // (RouteErrorBoundary), keeps it there.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.matches('input, textarea, [data-focus-on-arrival]') && mainRef.current?.contains(focused))
      return;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <UnsentFormsProvider>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <header className={styles.header}>
        <RouterLink to={HOME_PATH} className={styles.brand} appearance="subtle">
          Triage
        </RouterLink>
        <div className={styles.tools}>
          <LiveIndicator />
          <ThemeSwitch />
          {/* A reference from a replaced environment (the session just changed) waits for the root loader
              to run again with the current one, as PreloadedPage does. */}
          {(pageHydrated || accountCameWithPage) && accountQueryRef?.environment === environment ? (
            // Its own boundary: the account area failing to load (server down) leaves the rest of the frame.
            <HeaderAccountBoundary attempt={accountQueryRef} fallback={null}>
              <Suspense fallback={<HeaderAccountSkeleton />}>
                <HeaderAccount queryRef={accountQueryRef} />
              </Suspense>
            </HeaderAccountBoundary>
          ) : (
            <HeaderAccountSkeleton />
          )}
        </div>
      </header>
      {/* The next page's code is loading (its data then streams in behind a skeleton). */}
      {navigation.state === 'loading' && <ProgressBar className={styles.progress} aria-label="Loading page" />}
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {hydrating ? isPageHandle(pageHandle) && pageHandle.skeleton : <Outlet />}
      </main>
      {/* One place for the app's messages: the toasts of every page, and the notice of a busy or unreachable server. */}
      <NotificationAnnouncer />
      <NotificationToaster />
      <RequestNotice activity={activity} />
      <ScrollRestoration />
      {/* Not in the first load's stand-in (no page, no form): one blocker for the router, the page's. */}
      {!hydrating && <LeaveGuard />}
    </UnsentFormsProvider>
  );
}
