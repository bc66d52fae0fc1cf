// Limits on what one GraphQL document may ask for (graphql-armor), checked while validating, before any
// resolver runs. Tuned so every operation the client sends passes at half these limits
// (tests/server/abuseLimits.test.ts checks that); published in README "Security".
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';

export const ABUSE_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 2500,
  maxCost: 5000,
} as const;

export function abuseLimitsPlugin(limits: typeof ABUSE_LIMITS | { [K in keyof typeof ABUSE_LIMITS]: number }, production: boolean) {
  const config: GraphQLArmorConfig = {
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: !production, flattenFragments: true },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: limits.maxDirectives },
    maxTokens: { n: limits.maxTokens },
    costLimit: { maxCost: limits.maxCost, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5, ignoreIntrospection: !production },
    // Suggestions ("Did you mean ...?") reveal the schema; production hides them.
    blockFieldSuggestion: { enabled: production },
  };
  return EnvelopArmorPlugin(config);
}
