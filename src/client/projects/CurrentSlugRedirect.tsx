import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * Rendered by a project's page when the address names the project by a slug it had before a rename (the
 * server found it through project_slug_aliases): replaces the address with the same page under the
 * current slug, keeping the rest of the path, the search and the fragment. Old links and bookmarks work.
 */
export function CurrentSlugRedirect({ slug }: { slug: string }) {
  const { pathname, search, hash } = useLocation();
  const { slug: asked = '' } = useParams();
  const prefix = `/projects/${encodeURIComponent(asked)}`;
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
  return <Navigate to={`/projects/${encodeURIComponent(slug)}${rest}${search}${hash}`} replace />;
}
