// Limits on what one GraphQL document may ask for (graphql-armor), checked while validating, before any
// resolver runs. Tuned so every operation the client sends passes at half these limits
// (tests/server/abuseLimits.test.ts checks that); published in README "Security".
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLArmorConfig, GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';

/** A document over a limit is a request error like any invalid document: 400, with a code to branch on. */
const markTooComplex: GraphQLArmorRejectCallback = (_, error) => {
  Object.assign(error.extensions, { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } });
};
const onReject = [markTooComplex];

export const ABUSE_LIMITS = {
  maxDepth: 16,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 2500,
  // Doubled with references (issue 17): each comment of the issue page's timeline lists the issues and people its
  // text refers to, with what their cards show, which took the page from about 2.1 to 4.4 million.
  maxCost: 10_000_000,
} as const;

export function abuseLimitsPlugin(limits: typeof ABUSE_LIMITS | { [K in keyof typeof ABUSE_LIMITS]: number }, production: boolean) {
  const config: GraphQLArmorConfig = {
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: !production, flattenFragments: true, onReject },
    maxAliases: { n: limits.maxAliases, onReject },
    maxDirectives: { n: limits.maxDirectives, onReject },
    maxTokens: { n: limits.maxTokens, onReject },
    costLimit: { maxCost: limits.maxCost, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5, ignoreIntrospection: !production, onReject },
    // Suggestions ("Did you mean ...?") reveal the schema; production hides them.
    blockFieldSuggestion: { enabled: production },
  };
  return EnvelopArmorPlugin(config);
}
