// The loaders of the route table (routes.tsx): each starts its page's query with loadQuery before any of the
// page's code runs (render-as-you-fetch) and returns the PreloadedQuery, which PreloadedPage hands to the page.
// Loaders read the environment from the EnvironmentHolder at the moment they run: it is replaced when the
// session changes, and every route whose data came from the replaced one then loads again (`relayLoader`).
import type { PreloadedQuery } from 'react-relay';
import { data, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router-dom';
import type { IEnvironment, OperationType } from 'relay-runtime';
import { issueNumberFrom } from '../shared/firstQueries';
import type { EnvironmentHolder } from './relay/environment';

/** A route path's parameter `name`. */
export function param(params: Params, name: string): string {
  const value = params[name];
  // Route paths guarantee their params; a miss means the table and the loader disagree.
  if (value === undefined) throw new Error(`Route parameter :${name} is missing.`);
  return value;
}

/** `:number` must be a positive integer (as the server reads it for the page's first query, shared/firstQueries.ts). */
export function issueNumber(params: Params): number {
  const number = issueNumberFrom(param(params, 'number'));
  if (number === null) throw data('No such issue', { status: 404 });
  return number;
}

/** Whether `value` is a query reference made with `environment` (loader data is nothing else here). */
export function isReferenceOf(value: unknown, environment: IEnvironment): boolean {
  return typeof value === 'object' && value !== null && 'environment' in value && value.environment === environment;
}

/**
 * A route's id and loader: `load` runs with the environment current at that moment, and preloads with
 * `environments.queries.preload`, which records every reference to be disposed once its route is left.
 * `loaderData(routeId)` reads what a route's loader returned last (the router's state).
 *
 * On top of React Router's own reasons, the route loads again when the reference it holds came from an
 * environment since replaced: after a sign-in or sign-out the app navigates, and React Router would otherwise
 * keep the layout's data (the previous user's viewer) across that navigation. The check reads the data the
 * router actually holds, so a navigation overtaken by another cannot make it miss.
 */
export function relayLoaderFor(environments: EnvironmentHolder, loaderData: (routeId: string) => unknown) {
  return <Q extends OperationType>(
    id: string,
    load: (environment: IEnvironment, args: LoaderFunctionArgs) => PreloadedQuery<Q>,
  ): Pick<RouteObject, 'id' | 'loader' | 'shouldRevalidate'> => ({
    id,
    loader: (args: LoaderFunctionArgs) => load(environments.current, args),
    shouldRevalidate: ({ defaultShouldRevalidate }) => {
      const held = loaderData(id);
      return defaultShouldRevalidate || (held !== undefined && !isReferenceOf(held, environments.current));
    },
  });
}
