import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { ArchivedProjectNotice_project$key } from '../../../__generated__/ArchivedProjectNotice_project.graphql';
import { RelativeTime } from '../ui/RelativeTime';

/**
 * Says that an archived project is read-only, so that the missing buttons (New issue, comment box, edit)
 * are explained rather than puzzling. Nothing for an active project.
 */
export function ArchivedProjectNotice({ project }: { project: ArchivedProjectNotice_project$key }) {
  const { archivedAt } = useFragment(
    graphql`
      fragment ArchivedProjectNotice_project on Project @throwOnFieldError {
        archivedAt
      }
    `,
    project,
  );
  if (archivedAt == null) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>This project is archived</MessageBarTitle>
        It was archived <RelativeTime dateTime={archivedAt} />. Its issues can be read and searched, but nothing in it can be changed until
        an admin unarchives it.
      </MessageBarBody>
    </MessageBar>
  );
}
