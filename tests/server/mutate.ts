// Sends one mutation the way the client does: one `input`, and the payload's `errors` always selected.
import type { GraphQLResult, Session } from './harness.ts';

/** Mutations whose input type is not `<Name>Input`. */
const INPUT_TYPES: Readonly<Record<string, string>> = {
  closeIssues: 'CloseIssuesInput',
  reopenIssues: 'ReopenIssuesInput',
  addLabelsToIssues: 'IssueLabelsInput',
  removeLabelsFromIssues: 'IssueLabelsInput',
  addAssigneesToIssues: 'IssueAssigneesInput',
  removeAssigneesFromIssues: 'IssueAssigneesInput',
  addProjectMember: 'ProjectMemberInput',
  removeProjectMember: 'ProjectMemberInput',
};

export function mutationText(field: string, select: string): string {
  const inputType = INPUT_TYPES[field] ?? `${field[0]?.toUpperCase()}${field.slice(1)}Input`;
  return `mutation($input: ${inputType}!) { ${field}(input: $input) { errors { field code message } ${select} } }`;
}

export function mutate(session: Session, field: string, input: Record<string, unknown>, select = ''): Promise<GraphQLResult> {
  return session.graphql(mutationText(field, select), { input });
}
