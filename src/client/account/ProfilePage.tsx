import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { ProfilePageQuery } from '../../../__generated__/ProfilePageQuery.graphql';
import type { PageProps } from '../shell/PreloadedPage';
import { AvatarForm } from './AvatarForm';
import { ProfileForm } from './ProfileForm';
import { SessionList } from './SessionList';
import { SignInRedirect } from './SignInRedirect';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '28rem' },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '& > *': { margin: 0 } },
});

/** `/settings/profile`: the signed-in user's picture, display name and sessions. Signed out, it leads to sign-in. */
export function ProfilePage({ queryRef }: PageProps<ProfilePageQuery>) {
  const styles = useStyles();
  const { viewer } = usePreloadedQuery<ProfilePageQuery>(
    graphql`
      query ProfilePageQuery @preloadable @throwOnFieldError {
        viewer {
          login
          ...AvatarForm_viewer
          ...ProfileForm_viewer
          ...SessionList_viewer
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
        <title>Profile · Triage</title>
      </Helmet>
      <div className={styles.intro}>
        <Title1 as="h1" block>
          Profile
        </Title1>
        <Body1 as="p" block>
          You are @{viewer.login}. Your login stays; your name is yours to change.
        </Body1>
      </div>
      <AvatarForm viewer={viewer} />
      <ProfileForm viewer={viewer} />
      <SessionList viewer={viewer} />
    </div>
  );
}
