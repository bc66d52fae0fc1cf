// The answers a page arrives with (server/http/pageAnswers.ts): the first query of the project's issue list or
// the issue page, run by the server for the signed-in viewer and inlined in the HTML. The network layer answers
// the route loader's request from here when it is the same operation with the same variables, once; then the
// answer is forgotten, so a later request (a refetch, the same page opened again) goes to the server.
import type { GraphQLResponse, IEnvironment, Variables } from 'relay-runtime';
import { FIRST_ANSWERS_ELEMENT_ID } from '../../shared/firstQueries';

export interface FirstAnswers {
  /** The answer for this operation and these variables, handed out once; undefined for any other request. */
  take(id: string, variables: Variables): GraphQLResponse | undefined;
  /**
   * Whether the page came with an answer for this operation, taken or not: what the server drew from (a part whose
   * answer came later, from /graphql, was drawn by the server as its placeholder).
   */
  carries(id: string): boolean;
}

/** Variables as a string that does not depend on the order of their keys. */
function variablesKey(variables: Variables): string {
  return JSON.stringify(
    Object.keys(variables)
      .sort()
      .map((name) => [name, variables[name]]),
  );
}

function isAnswer(value: unknown): value is { id: string; variables: Variables; response: GraphQLResponse } {
  if (typeof value !== 'object' || value === null) return false;
  const { id, variables, response } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof variables === 'object' && variables !== null && typeof response === 'object' && response !== null;
}

export function createFirstAnswers(answers: unknown): FirstAnswers {
  const held = new Map<string, GraphQLResponse>();
  const carried = new Set<string>();
  for (const answer of Array.isArray(answers) ? answers : []) {
    if (!isAnswer(answer)) continue;
    held.set(`${answer.id} ${variablesKey(answer.variables)}`, answer.response);
    carried.add(answer.id);
  }
  return {
    carries: (id) => carried.has(id),
    take(id, variables) {
      const key = `${id} ${variablesKey(variables)}`;
      const response = held.get(key);
      held.delete(key);
      return response;
    },
  };
}

/**
 * Reads the page's answers and removes their element, so that only the first environment (main.tsx's) gets them.
 * A page without them, or with an element that is not JSON, gives none.
 */
export function takeFirstAnswersFromPage(document: Document): FirstAnswers {
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  element?.remove();
  try {
    return createFirstAnswers(element?.textContent ? JSON.parse(element.textContent) : []);
  } catch {
    return createFirstAnswers([]);
  }
}

/** The answers each environment was made with (environment.ts createEnvironment); none for most. */
const answersOfEnvironment = new WeakMap<IEnvironment, FirstAnswers>();

export function recordFirstAnswers(environment: IEnvironment, answers: FirstAnswers): void {
  answersOfEnvironment.set(environment, answers);
}

/**
 * Whether the page `environment` was made for came with an answer for operation `id`: the same on the server,
 * which drew the page from those answers, and in the browser hydrating it, whatever /graphql has answered since.
 */
export function pageCarried(environment: IEnvironment, id: string): boolean {
  return answersOfEnvironment.get(environment)?.carries(id) ?? false;
}
