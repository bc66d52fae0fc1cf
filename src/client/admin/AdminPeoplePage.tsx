import { graphql, usePreloadedQuery } from 'react-relay';
import type { AdminPeoplePageQuery } from '../../../__generated__/AdminPeoplePageQuery.graphql';
import type { PageProps } from '../shell/PreloadedPage';
import { RouterLink } from '../ui/RouterLink';
import { ADMIN_INVITATIONS_PATH } from '../paths';
import { AdminLayout } from './AdminLayout';
import { PeopleList } from './PeopleList';

/** `/admin/people`: everyone with an account, their last activity, private projects and role, which admins change here. */
export function AdminPeoplePage({ queryRef }: PageProps<AdminPeoplePageQuery>) {
  const data = usePreloadedQuery<AdminPeoplePageQuery>(
    graphql`
      query AdminPeoplePageQuery @preloadable @throwOnFieldError {
        viewer {
          id
          ...AdminLayout_viewer
        }
        ...PeopleList_query
      }
    `,
    queryRef,
  );
  return (
    <AdminLayout
      viewer={data.viewer}
      title="People"
      description={
        <>
          Admins manage everything; members open and edit issues; viewers read. Nobody changes their own role, so there is always an admin.
          To add someone, <RouterLink to={ADMIN_INVITATIONS_PATH}>invite them</RouterLink>.
        </>
      }
    >
      <PeopleList query={data} viewerId={data.viewer?.id ?? null} />
    </AdminLayout>
  );
}
