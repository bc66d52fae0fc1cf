// The lookups behind the editor's completion (references/ReferenceCompletionProvider.tsx), loaded on the first
// `#` or `@` typed: the issue page need not carry them before anyone completes anything.
import { fetchQuery, graphql, type IEnvironment } from 'relay-runtime';
import type { suggestReferencesIssuesQuery } from '../../../__generated__/suggestReferencesIssuesQuery.graphql';
import type { suggestReferencesPeopleQuery } from '../../../__generated__/suggestReferencesPeopleQuery.graphql';
import type { CompletionTrigger } from '../ui/completionToken';
import type { CompletionSuggestion } from '../ui/markdownCompletion';

/** At most this many entries in the list, as GitHub shows. */
const MAX_SUGGESTIONS = 8;

// `#12` or `#offline`: the issue with that number first, then the project's search for the typed word (titles,
// bodies and comments, newest first), as the issue list searches it.
const issuesQuery = graphql`
  query suggestReferencesIssuesQuery($slug: String!, $query: String!, $number: Int = 1, $byNumber: Boolean = false) {
    project(slug: $slug) {
      issue(number: $number) @include(if: $byNumber) {
        id
        number
        title
      }
      issues(first: 8, query: $query) {
        edges {
          node {
            id
            number
            title
          }
        }
      }
    }
  }
`;

// `@ada`: the people who can be assigned here (everyone who can see the project and is not a viewer), read
// once per page and filtered as the user types.
const peopleQuery = graphql`
  query suggestReferencesPeopleQuery($slug: String!) {
    project(slug: $slug) {
      assignableUsers {
        id
        login
        name
      }
    }
  }
`;

/** The suggestions for `typed` after `trigger` in the project `slug`. */
export async function suggestReferences(
  environment: IEnvironment,
  slug: string,
  trigger: CompletionTrigger,
  typed: string,
): Promise<readonly CompletionSuggestion[]> {
  if (trigger === '@') {
    const data = await fetchQuery<suggestReferencesPeopleQuery>(
      environment,
      peopleQuery,
      { slug },
      { fetchPolicy: 'store-or-network' },
    ).toPromise();
    return peopleSuggestions(data?.project?.assignableUsers ?? [], typed);
  }
  // A leading `-` would negate the word in the search language; the rest is letters, digits and `-`.
  const words = typed.replace(/^-+/, '');
  const byNumber = /^[1-9][0-9]{0,8}$/.test(words);
  const data = await fetchQuery<suggestReferencesIssuesQuery>(
    environment,
    issuesQuery,
    { slug, query: words, number: byNumber ? Number(words) : 1, byNumber },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  const project = data?.project;
  if (project == null) return [];
  const found = [project.issue, ...project.issues.edges.map((edge) => edge?.node)];
  const seen = new Set<number>();
  const suggestions: CompletionSuggestion[] = [];
  for (const issue of found) {
    if (issue == null || seen.has(issue.number)) continue;
    seen.add(issue.number);
    suggestions.push({ key: issue.id, insert: `#${issue.number}`, label: `#${issue.number}`, detail: issue.title });
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}

interface Person {
  readonly id: string;
  readonly login: string;
  readonly name: string;
}

/** People whose login or name starts with what was typed (any word of the name), logins first, then by login. */
function peopleSuggestions(people: readonly Person[], typed: string): CompletionSuggestion[] {
  const wanted = typed.toLowerCase();
  const rank = (person: Person) => {
    if (person.login.toLowerCase().startsWith(wanted)) return 0;
    if (
      person.name
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(wanted))
    )
      return 1;
    return null;
  };
  return people
    .map((person) => ({ person, rank: rank(person) }))
    .filter((entry): entry is { person: Person; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.person.login.localeCompare(b.person.login))
    .slice(0, MAX_SUGGESTIONS)
    .map(({ person }) => ({ key: person.id, insert: `@${person.login}`, label: `@${person.login}`, detail: person.name }));
}
