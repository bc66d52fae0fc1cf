import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { SignInPageQuery } from '../../../__generated__/SignInPageQuery.graphql';
import type { PageProps } from '../shell/PreloadedPage';
import { RouterLink } from '../ui/RouterLink';
import { safeNextPath, signUpPath } from '../paths';
import { SignInForm } from './SignInForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '28rem' },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '& > *': { margin: 0 } },
  about: { margin: 0, color: tokens.colorNeutralForeground2 },
  footer: { margin: 0 },
});

/**
 * `/sign-in?next=<path>`: email and password; afterwards, `next` (a path of this app, else `/`).
 * The route's loader preloads this page's query, which can be answered signed out: the workspace (its
 * name, whether it takes sign-ups) and the viewer. Someone already signed in (an old link, Back after
 * signing in) goes straight on to `next`. That check is made here rather than in the loader because
 * the loader only starts the query and does not wait for the answer (render-as-you-fetch).
 */
export function SignInPage({ queryRef }: PageProps<SignInPageQuery>) {
  const styles = useStyles();
  const { workspace, viewer } = usePreloadedQuery<SignInPageQuery>(
    graphql`
      query SignInPageQuery @preloadable @throwOnFieldError {
        workspace {
          name
          allowsSignUp
        }
        # Only whether someone is signed in.
        viewer {
          __typename
        }
      }
    `,
    queryRef,
  );
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));

  if (viewer != null) return <Navigate to={next} replace />;
  return (
    <div className={styles.root}>
      <Helmet>
        <title>Sign in · Triage</title>
      </Helmet>
      <div className={styles.intro}>
        <Title1 as="h1" block>
          Sign in
        </Title1>
        <Body1 as="p" block>
          to {workspace.name}
        </Body1>
      </div>
      <Body1 as="p" block className={styles.about}>
        Triage is this team's issue tracker: its projects and their issues, who is on each one, and what is done.
      </Body1>
      <SignInForm next={next} />
      <Body1 as="p" block className={styles.footer}>
        {workspace.allowsSignUp ? (
          <>
            New here? <RouterLink to={signUpPath(next)}>Create an account</RouterLink>
          </>
        ) : (
          <>No account yet? Ask an admin of {workspace.name} for an invitation link.</>
        )}
      </Body1>
    </div>
  );
}
