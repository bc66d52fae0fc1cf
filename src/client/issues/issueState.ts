// The open/closed filter lives in the URL as `?state=open|closed`; the schema spells it OPEN/CLOSED.
import type { IssueState } from '../../../__generated__/ProjectIssuesPageQuery.graphql';

export type IssueStateParam = 'open' | 'closed';

/** Reads `?state=`; anything missing or unknown means the default, open issues. */
export function issueStateFromParam(value: string | null): IssueState {
  return value === 'closed' ? 'CLOSED' : 'OPEN';
}

export function paramFromIssueState(state: IssueState): IssueStateParam {
  return state === 'CLOSED' ? 'closed' : 'open';
}
