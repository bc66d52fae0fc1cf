import { Badge } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons/svg/lock-closed';
import { graphql, useFragment } from 'react-relay';
import type { ProjectVisibilityBadge_project$key } from '../../../__generated__/ProjectVisibilityBadge_project.graphql';

/** "Private" for a project only its members (and admins) can see; nothing for a public one. */
export function ProjectVisibilityBadge({ project }: { project: ProjectVisibilityBadge_project$key }) {
  const { visibility } = useFragment(
    graphql`
      fragment ProjectVisibilityBadge_project on Project @throwOnFieldError {
        visibility
      }
    `,
    project,
  );
  if (visibility !== 'PRIVATE') return null;
  return (
    <Badge appearance="outline" color="informative" icon={<LockClosedRegular />} title="Only the project's members and admins can see it">
      Private
    </Badge>
  );
}
