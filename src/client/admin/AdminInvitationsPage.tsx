import { makeStyles, MessageBar, MessageBarBody, Subtitle2, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { AdminInvitationsPageQuery } from '../../../__generated__/AdminInvitationsPageQuery.graphql';
import type { PageProps } from '../shell/PreloadedPage';
import { RouterLink } from '../ui/RouterLink';
import { ADMIN_SETTINGS_PATH } from '../paths';
import { AdminLayout } from './AdminLayout';
import { InvitationList } from './InvitationList';
import { NewInvitationForm } from './NewInvitationForm';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
});

/** `/admin/invitations`: invite someone by link; every invitation and where it stands; Revoke. */
export function AdminInvitationsPage({ queryRef }: PageProps<AdminInvitationsPageQuery>) {
  const styles = useStyles();
  const data = usePreloadedQuery<AdminInvitationsPageQuery>(
    graphql`
      query AdminInvitationsPageQuery @preloadable @throwOnFieldError {
        viewer {
          ...AdminLayout_viewer
        }
        workspace {
          signUpPolicy
          mailsInvitations
        }
        ...NewInvitationForm_query
        ...InvitationList_query
      }
    `,
    queryRef,
  );
  return (
    <AdminLayout
      viewer={data.viewer}
      title="Invitations"
      description={
        data.workspace.mailsInvitations
          ? 'Invite someone with a role: the server mails them a link that works once and expires after 7 days. You see the link too.'
          : 'Invite someone with a role: they get a link that works once and expires after 7 days. No e-mail is sent; you pass the link on.'
      }
    >
      {data.workspace.signUpPolicy === 'NOBODY' && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            Sign-up is closed to everyone, so invitation links do not work until you allow them in{' '}
            <RouterLink to={ADMIN_SETTINGS_PATH}>Settings</RouterLink>.
          </MessageBarBody>
        </MessageBar>
      )}
      <InvitationList query={data}>
        {(list, connectionId) => (
          <>
            <section className={styles.section} aria-labelledby="invite-heading">
              <Subtitle2 as="h2" id="invite-heading" className={styles.heading}>
                Invite someone
              </Subtitle2>
              <NewInvitationForm query={data} connectionId={connectionId} />
            </section>
            <section className={styles.section} aria-labelledby="invitations-heading">
              <Subtitle2 as="h2" id="invitations-heading" className={styles.heading}>
                All invitations
              </Subtitle2>
              {list}
            </section>
          </>
        )}
      </InvitationList>
    </AdminLayout>
  );
}
