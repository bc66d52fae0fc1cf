import { useMemo, type Ref } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueSearchForm_project$key } from '../../../__generated__/IssueSearchForm_project.graphql';
import { IssueQueryForm } from './IssueQueryForm';

interface Props {
  /** The search on screen (`?q=`); the form starts with it. Key the form by it to follow Back and Forward. */
  query: string;
  /** The project searched: its labels and people are offered as the values of `label:`, `assignee:`... */
  project: IssueSearchForm_project$key;
  /** For the `/` shortcut, which focuses the box. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The search box above a project's issue list, offering the project's labels and people while typing. */
export function IssueSearchForm({ query, project, inputRef }: Props) {
  const data = useFragment(
    graphql`
      fragment IssueSearchForm_project on Project @throwOnFieldError {
        labels {
          name
        }
        assignableUsers {
          login
        }
      }
    `,
    project,
  );
  const vocabulary = useMemo(
    () => ({ labels: data.labels.map((label) => label.name), logins: data.assignableUsers.map((user) => user.login) }),
    [data],
  );
  return <IssueQueryForm query={query} vocabulary={vocabulary} inputRef={inputRef} />;
}
