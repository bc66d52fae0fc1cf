// PostgreSQL text cannot hold the NUL character (U+0000): a search, slug or e-mail containing one used to fail
// deep in the database with a 500. No input of Triage has a use for it, so a request carrying one anywhere in
// its variables or its document's string literals is refused up front: 400 BAD_USER_INPUT naming where.
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const refusal = (where: string) =>
  new GraphQLError(`${where} contains the NUL character (U+0000), which no text in Triage may hold.`, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });

/** The path of the first string holding a NUL inside `value`, or null. Walks each value once. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = nulPath(value[i], `${path}.${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Blob)) {
    for (const [key, child] of Object.entries(value)) {
      const found = key.includes('\u0000') ? `${path}.(a key)` : nulPath(child, `${path}.${key}`);
      if (found !== null) return found;
    }
  }
  return null;
}

// Yoga's parser cache hands back the same document object for the same query text (every persisted query), so a
// document once walked clean is not walked again: the walk was 1.2 % of the list page's server CPU (issue 14).
const cleanDocuments = new WeakSet<DocumentNode>();

function documentHasNul(document: DocumentNode): boolean {
  if (cleanDocuments.has(document)) return false;
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  if (!found) cleanDocuments.add(document);
  return found;
}

export function useNulCharacterGuard(): Plugin {
  return {
    onParams({ params }) {
      const path = nulPath(params.variables ?? {}, 'variables');
      if (path !== null) throw refusal(`The variable ${path}`);
    },
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (!(result instanceof Error) && result !== null && documentHasNul(result)) {
          replaceParseResult(refusal('A string in the query'));
        }
      };
    },
  };
}
