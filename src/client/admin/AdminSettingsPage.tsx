import { graphql, usePreloadedQuery } from 'react-relay';
import type { AdminSettingsPageQuery } from '../../../__generated__/AdminSettingsPageQuery.graphql';
import type { PageProps } from '../shell/PreloadedPage';
import { AdminLayout } from './AdminLayout';
import { SignUpPolicyForm } from './SignUpPolicyForm';

/** `/admin/settings`: the workspace's settings (who can sign up). */
export function AdminSettingsPage({ queryRef }: PageProps<AdminSettingsPageQuery>) {
  const data = usePreloadedQuery<AdminSettingsPageQuery>(
    graphql`
      query AdminSettingsPageQuery @preloadable @throwOnFieldError {
        viewer {
          ...AdminLayout_viewer
        }
        workspace {
          ...SignUpPolicyForm_workspace
        }
      }
    `,
    queryRef,
  );
  return (
    <AdminLayout viewer={data.viewer} title="Settings" description="How people join this workspace.">
      <SignUpPolicyForm workspace={data.workspace} />
    </AdminLayout>
  );
}
