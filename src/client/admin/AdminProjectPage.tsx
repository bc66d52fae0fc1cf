import { makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Navigate, useParams } from 'react-router-dom';
import type { AdminProjectPageQuery } from '../../../__generated__/AdminProjectPageQuery.graphql';
import { NotFound } from '../shell/NotFound';
import type { PageProps } from '../shell/PreloadedPage';
import { RouterLink } from '../ui/RouterLink';
import { ADMIN_PROJECTS_PATH, adminProjectPath } from './adminPaths';
import { AdminLayout } from './AdminLayout';
import { EditProjectForm } from './EditProjectForm';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

/** `/admin/projects/:slug`: a project's name, slug, description and visibility (admins). */
export function AdminProjectPage({ queryRef }: PageProps<AdminProjectPageQuery>) {
  const styles = useStyles();
  const { slug } = useParams();
  const data = usePreloadedQuery<AdminProjectPageQuery>(
    graphql`
      query AdminProjectPageQuery($slug: String!) @throwOnFieldError {
        viewer {
          ...AdminLayout_viewer
        }
        project(slug: $slug) {
          slug
          name
          ...EditProjectForm_project
        }
      }
    `,
    queryRef,
  );
  const { project } = data;
  if (project == null) return <NotFound />;
  // An old slug: the project's address is its current one.
  if (slug !== undefined && project.slug !== slug) return <Navigate to={adminProjectPath(project.slug)} replace />;
  return (
    <AdminLayout viewer={data.viewer} title={`Edit ${project.name}`} description="Its name, address, description and who can see it.">
      <div className={styles.section}>
        <RouterLink to={ADMIN_PROJECTS_PATH}>← All projects</RouterLink>
        <EditProjectForm project={project} />
      </div>
    </AdminLayout>
  );
}
