import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useSetIssueParentMutation as SetIssueParentMutation } from '../../../__generated__/useSetIssueParentMutation.graphql';
import { markIssuesChanged } from '../issueChanges/markIssuesChanged';
import { outcomeOf, useOutcomeMutation, whenSaved, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useSetIssueParentMutation($input: SetIssueParentInput!) {
    setIssueParent(input: $input) {
      issue {
        id
        ...IssueParentLink_issue
      }
      parent {
        id
        ...IssueSubIssues_issue
      }
      previousParent {
        id
        ...IssueSubIssues_issue
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

/** Saved with the ids of every issue the change recorded an event on: the issue, its new and its old parent. */
const outcome = ({ setIssueParent: payload }: SetIssueParentMutation['response']) =>
  outcomeOf(
    payload.errors,
    payload.issue && [payload.issue.id, payload.parent?.id, payload.previousParent?.id].filter((id): id is string => id !== undefined),
  );

/**
 * Makes `issueId` a sub-issue of `parentId`, or with null clears its parent. Not optimistic: the server decides
 * whether it may be (no loop, the bound on sub-issues) and the caller shows its refusal. The answer refreshes the
 * new and old parents' Sub-issues sections; every issue involved is marked changed, so timelines catch up.
 */
export function useSetIssueParentMutation(): MutationHook<[issueId: string, parentId: string | null], readonly string[]> {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useOutcomeMutation<SetIssueParentMutation, readonly string[]>(mutation, outcome);
  const set = useCallback(
    (issueId: string, parentId: string | null, callbacks?: MutationCallbacks<readonly string[]>) =>
      commit(
        { variables: { input: { issueId, parentId } } },
        whenSaved((changed) => markIssuesChanged(environment, changed), callbacks),
      ),
    [commit, environment],
  );
  return [set, isInFlight];
}
