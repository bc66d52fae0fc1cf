// GraphQL Yoga serving schema.graphql at /graphql: POST, GET for queries (a mutation over GET gets 405),
// multipart requests, and CSRF prevention (a non-simple header required on GET and multipart requests).
import fs from 'node:fs';
import path from 'node:path';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createSchema, createYoga } from 'graphql-yoga';
import type { DB } from '../db/database.ts';
import { createContext, type Context } from './context.ts';
import { resolvers } from './resolvers/index.ts';

/** The header the client sends on every request; browsers cannot send it cross-site without a preflight. */
export const CSRF_HEADER = 'x-triage-csrf';

const schemaFile = path.resolve(import.meta.dirname, '../../../schema.graphql');

export interface YogaOptions {
  readonly db: DB;
  readonly production: boolean;
}

export function createGraphQLHandler({ db, production }: YogaOptions) {
  return createYoga<object, Context>({
    schema: createSchema<Context>({ typeDefs: fs.readFileSync(schemaFile, 'utf8'), resolvers }),
    graphqlEndpoint: '/graphql',
    context: () => createContext(db),
    plugins: [useCSRFPrevention({ requestHeaders: [CSRF_HEADER] })],
    // Unexpected errors never reach clients with their message; in development the original is attached.
    maskedErrors: { isDev: !production },
    graphiql: production ? false : { title: 'Triage GraphiQL', headers: JSON.stringify({ 'X-Triage-CSRF': '1' }) },
    landingPage: false,
    logging: production ? 'warn' : 'info',
  });
}
