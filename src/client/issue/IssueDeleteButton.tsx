import { Button } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { IssueDeleteButton_issue$key } from '../../../__generated__/IssueDeleteButton_issue.graphql';
import { projectPath } from '../paths';
import { savedOrUndone } from '../relay/useOutcomeMutation';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useNotify } from '../ui/useNotify';
import { useDeleteIssueMutation } from './useDeleteIssueMutation';

/**
 * "Delete issue", for admins: asks first, saying what goes with the issue, then deletes it and returns to the
 * project's issues with a message that says which issue was deleted.
 */
export function IssueDeleteButton({ issue }: { issue: IssueDeleteButton_issue$key }) {
  const data = useFragment(
    graphql`
      fragment IssueDeleteButton_issue on Issue @throwOnFieldError {
        id
        number
        title
        viewerCanDelete
        project {
          slug
        }
      }
    `,
    issue,
  );
  const [deleteIssue, deleting] = useDeleteIssueMutation();
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const notify = useNotify();
  if (!data.viewerCanDelete) return null;
  const { number, title } = data;
  const slug = data.project.slug;
  return (
    <>
      <Button icon={<DeleteRegular />} disabled={deleting} onClick={() => setConfirming(true)}>
        Delete issue
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete issue #${number}?`}
        confirmLabel="Delete issue"
        onConfirm={() => {
          setConfirming(false);
          deleteIssue(
            data.id,
            savedOrUndone({
              onSaved: () => {
                void navigate(projectPath(slug));
                notify({ title: `Deleted issue #${number}`, detail: `“${title}” and its comments and files are gone.`, intent: 'success' });
              },
            }),
          );
        }}
        onCancel={() => setConfirming(false)}
      >
        “{title}” will be deleted for everyone, with its comments, attached files and history. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
