import { Body1, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Title1, tokens } from '@fluentui/react-components';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import type { InvitationPageQuery, InvitationState } from '../../../__generated__/InvitationPageQuery.graphql';
import type { PageProps } from '../shell/PreloadedPage';
import { RouterLink } from '../ui/RouterLink';
import { AcceptInvitationForm } from './AcceptInvitationForm';
import { SIGN_IN_PATH } from '../paths';

const ROLE_PHRASES: Readonly<Record<string, string>> = {
  ADMIN: 'an admin (you will manage projects, people and settings)',
  MEMBER: 'a member (you will open and work on issues)',
  VIEWER: 'a viewer (you will read issues and comments)',
};

const UNAVAILABLE: Readonly<Record<Exclude<InvitationState, 'PENDING'>, { title: string; detail: string }>> = {
  ACCEPTED: {
    title: 'This invitation has already been used',
    detail: 'An invitation link works once. If the account is yours, sign in; otherwise ask an admin for a new invitation.',
  },
  REVOKED: { title: 'This invitation was revoked', detail: 'An admin withdrew it. Ask them for a new one if you still need access.' },
  EXPIRED: { title: 'This invitation has expired', detail: 'Invitation links work for a limited time. Ask an admin to invite you again.' },
  '%future added value': { title: 'This invitation cannot be used', detail: 'Ask an admin for a new one.' },
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '28rem' },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '& > *': { margin: 0 } },
});

/**
 * `/invitations/:token`: the page an invitation link opens. A pending invitation offers its account form
 * (the address fixed by the invitation); any other says clearly why the link does not work.
 */
export function InvitationPage({ queryRef }: PageProps<InvitationPageQuery>) {
  const styles = useStyles();
  const { token = '' } = useParams();
  const {
    invitationByToken: invitation,
    workspace,
    viewer,
  } = usePreloadedQuery<InvitationPageQuery>(
    graphql`
      query InvitationPageQuery($token: String!) @preloadable @throwOnFieldError {
        invitationByToken(token: $token) {
          email
          role
          state
        }
        workspace {
          name
          signUpPolicy
        }
        viewer {
          login
        }
      }
    `,
    queryRef,
  );

  const problem =
    invitation == null
      ? {
          title: 'This invitation link is not valid',
          detail: 'Check that you copied the whole link, or ask the admin who invited you for a new one.',
        }
      : invitation.state !== 'PENDING'
        ? UNAVAILABLE[invitation.state]
        : workspace.signUpPolicy === 'NOBODY'
          ? {
              title: `${workspace.name} is not taking new accounts`,
              detail: 'Invitation links do not work at the moment. Ask the admin who invited you.',
            }
          : null;

  return (
    <div className={styles.root}>
      <Helmet>
        <title>{problem ? `${problem.title} · Triage` : `Join ${workspace.name} · Triage`}</title>
      </Helmet>
      <div className={styles.intro}>
        <Title1 as="h1" block>
          {problem ? 'Invitation' : `Join ${workspace.name}`}
        </Title1>
        {invitation && !problem && (
          <Body1 as="p" block>
            You are invited to join as {ROLE_PHRASES[invitation.role] ?? 'a member of the team'}.
          </Body1>
        )}
      </div>
      {problem ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{problem.title}</MessageBarTitle>
            {problem.detail}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <>
          {viewer && (
            <MessageBar intent="info" layout="multiline">
              <MessageBarBody>You are signed in as @{viewer.login}. Creating this account signs you out of that one.</MessageBarBody>
            </MessageBar>
          )}
          {invitation && <AcceptInvitationForm token={token} email={invitation.email} />}
        </>
      )}
      <Body1 as="p" block>
        Already have an account? <RouterLink to={SIGN_IN_PATH}>Sign in</RouterLink>
      </Body1>
    </div>
  );
}
