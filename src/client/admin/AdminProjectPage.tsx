import { makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Navigate, useParams } from 'react-router-dom';
import type { AdminProjectPageQuery } from '../../../__generated__/AdminProjectPageQuery.graphql';
import { NotFound } from '../shell/NotFound';
import type { PageProps } from '../shell/PreloadedPage';
import { RouterLink } from '../ui/RouterLink';
import { ADMIN_PROJECTS_PATH, adminProjectPath } from '../paths';
import { AdminLayout } from './AdminLayout';
import { EditProjectForm } from './EditProjectForm';
import { ProjectArchiveSection } from './ProjectArchiveSection';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

/** `/admin/projects/:slug`: a project's name, slug, description and visibility, and its archive (admins). */
export function AdminProjectPage({ queryRef }: PageProps<AdminProjectPageQuery>) {
  const styles = useStyles();
  const { slug } = useParams();
  const data = usePreloadedQuery<AdminProjectPageQuery>(
    graphql`
      query AdminProjectPageQuery($slug: String!) @preloadable @throwOnFieldError {
        viewer {
          ...AdminLayout_viewer
        }
        project(slug: $slug) {
          slug
          name
          archivedAt
          ...EditProjectForm_project
          ...ProjectArchiveSection_project
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
    <AdminLayout
      viewer={data.viewer}
      title={`Edit ${project.name}`}
      description="Its name, address, description, who can see it, and whether it is archived."
    >
      <div className={styles.section}>
        <RouterLink to={ADMIN_PROJECTS_PATH}>← All projects</RouterLink>
        {/* An archived project's settings are read-only too: unarchive first. */}
        {project.archivedAt == null && <EditProjectForm project={project} />}
        <ProjectArchiveSection project={project} />
      </div>
    </AdminLayout>
  );
}
