import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { AdminProjectsPageQuery } from '../../../__generated__/AdminProjectsPageQuery.graphql';
import type { PageProps } from '../shell/PreloadedPage';
import { AdminLayout } from './AdminLayout';
import { AdminProjectList } from './AdminProjectList';
import { NewProjectForm } from './NewProjectForm';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  newButton: { alignSelf: 'flex-start' },
});

/** `/admin/projects`: every project, with New project and Edit (admins). */
export function AdminProjectsPage({ queryRef }: PageProps<AdminProjectsPageQuery>) {
  const styles = useStyles();
  const data = usePreloadedQuery<AdminProjectsPageQuery>(
    graphql`
      query AdminProjectsPageQuery @preloadable @throwOnFieldError {
        viewer {
          ...AdminLayout_viewer
        }
        ...AdminProjectList_query
      }
    `,
    queryRef,
  );
  const [creating, setCreating] = useState(false);
  return (
    <AdminLayout viewer={data.viewer} title="Projects" description="Create projects, rename them, and choose who can see each one.">
      <AdminProjectList query={data}>
        {(list, connectionId) => (
          <div className={styles.section}>
            {creating ? (
              <NewProjectForm connectionId={connectionId} onCancel={() => setCreating(false)} />
            ) : (
              <Button className={styles.newButton} appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
                New project
              </Button>
            )}
            {list}
          </div>
        )}
      </AdminProjectList>
    </AdminLayout>
  );
}
