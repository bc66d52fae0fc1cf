import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { SignUpPageQuery } from '../../../__generated__/SignUpPageQuery.graphql';
import type { PageProps } from '../shell/PreloadedPage';
import { RouterLink } from '../ui/RouterLink';
import { safeNextPath, signInPath } from '../paths';
import { SignUpForm } from './SignUpForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '28rem' },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '& > *': { margin: 0 } },
  footer: { margin: 0 },
});

/**
 * `/sign-up?next=<path>`: creates an account when the workspace takes sign-ups; otherwise says that an
 * admin must invite you. Someone already signed in goes on to `next`, as on the sign-in page.
 */
export function SignUpPage({ queryRef }: PageProps<SignUpPageQuery>) {
  const styles = useStyles();
  const { workspace, viewer } = usePreloadedQuery<SignUpPageQuery>(
    graphql`
      query SignUpPageQuery @preloadable @throwOnFieldError {
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
        <title>Create an account · Triage</title>
      </Helmet>
      <div className={styles.intro}>
        <Title1 as="h1" block>
          Create an account
        </Title1>
        <Body1 as="p" block>
          {workspace.allowsSignUp
            ? `in ${workspace.name}`
            : `${workspace.name} does not take sign-ups. An administrator must invite you: ask one of them for an account.`}
        </Body1>
      </div>
      {workspace.allowsSignUp && <SignUpForm next={next} />}
      <Body1 as="p" block className={styles.footer}>
        Already have an account? <RouterLink to={signInPath(next)}>Sign in</RouterLink>
      </Body1>
    </div>
  );
}
