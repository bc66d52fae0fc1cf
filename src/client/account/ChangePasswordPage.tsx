import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { ChangePasswordPageQuery } from '../../../__generated__/ChangePasswordPageQuery.graphql';
import type { PageProps } from '../shell/PreloadedPage';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SignInRedirect } from './SignInRedirect';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '28rem' },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '& > *': { margin: 0 } },
});

/** `/settings/password`: the signed-in user changes their password. Signed out, it leads to sign-in. */
export function ChangePasswordPage({ queryRef }: PageProps<ChangePasswordPageQuery>) {
  const styles = useStyles();
  const { viewer } = usePreloadedQuery<ChangePasswordPageQuery>(
    graphql`
      query ChangePasswordPageQuery @preloadable @throwOnFieldError {
        viewer {
          name
          ...ChangePasswordForm_viewer
        }
      }
    `,
    queryRef,
  );
  // `viewer` is readable signed out (it is null then), so the server does not refuse this query.
  if (viewer == null) return <SignInRedirect />;
  return (
    <div className={styles.root}>
      <Helmet>
        <title>Change password · Triage</title>
      </Helmet>
      <div className={styles.intro}>
        <Title1 as="h1" block>
          Change password
        </Title1>
        <Body1 as="p" block>
          {viewer.name}, you stay signed in here; everywhere else you are signed out.
        </Body1>
      </div>
      <ChangePasswordForm viewer={viewer} />
    </div>
  );
}
