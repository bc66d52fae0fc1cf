import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetProjectArchivedMutation as SetProjectArchivedMutation } from '../../../__generated__/useSetProjectArchivedMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

// One operation both ways: `archived` picks archiveProject or unarchiveProject, whose payloads are alike.
const mutation = graphql`
  mutation useSetProjectArchivedMutation($input: ProjectArchiveInput!, $archived: Boolean!) {
    archiveProject(input: $input) @include(if: $archived) {
      project {
        id
        ...ProjectArchiveSection_project
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
    unarchiveProject(input: $input) @skip(if: $archived) {
      project {
        id
        ...ProjectArchiveSection_project
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

function outcome(response: SetProjectArchivedMutation['response']) {
  const payload = response.archiveProject ?? response.unarchiveProject;
  return outcomeOf(payload?.errors ?? [], payload?.project?.id);
}

/** Archives (`archived`) or unarchives a project (admins). Waits for the server, which has the last word. */
export function useSetProjectArchivedMutation(): MutationHook<[projectId: string, archived: boolean], string> {
  const [commit, isInFlight] = useOutcomeMutation<SetProjectArchivedMutation, string>(mutation, outcome);
  const setArchived = useCallback(
    (projectId: string, archived: boolean, callbacks?: MutationCallbacks<string>) =>
      commit(
        {
          variables: { input: { projectId }, archived },
          // What may be done changes on every page of the project, and so does the home page's list: all that is
          // cached is stale, and each page loads afresh when next visited.
          updater: (store, response) => {
            if ((response?.archiveProject ?? response?.unarchiveProject)?.project != null) store.invalidateStore();
          },
        },
        callbacks,
      ),
    [commit],
  );
  return [setArchived, isInFlight];
}
