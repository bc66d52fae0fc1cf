import { Badge } from '@fluentui/react-components';
import { ArchiveRegular } from '@fluentui/react-icons/svg/archive';
import { graphql, useFragment } from 'react-relay';
import type { ProjectArchivedBadge_project$key } from '../../../__generated__/ProjectArchivedBadge_project.graphql';

/** "Archived" for a project an admin archived (read-only); nothing for an active one. */
export function ProjectArchivedBadge({ project }: { project: ProjectArchivedBadge_project$key }) {
  const { archivedAt } = useFragment(
    graphql`
      fragment ProjectArchivedBadge_project on Project @throwOnFieldError {
        archivedAt
      }
    `,
    project,
  );
  if (archivedAt == null) return null;
  return (
    <Badge appearance="outline" color="warning" icon={<ArchiveRegular />} title="Read-only until an admin unarchives it">
      Archived
    </Badge>
  );
}
