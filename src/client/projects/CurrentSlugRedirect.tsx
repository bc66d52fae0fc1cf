import { Navigate, useLocation, useParams } from 'react-router-dom';
import { withCurrentSlug } from '../paths';

/**
 * Rendered by a project's page when the address names the project by a slug it had before a rename (the
 * server found it through project_slug_aliases): replaces the address with the same page under the
 * current slug, keeping the rest of the path, the search and the fragment. Old links and bookmarks work.
 */
export function CurrentSlugRedirect({ slug }: { slug: string }) {
  const location = useLocation();
  const { slug: asked = '' } = useParams();
  return <Navigate to={withCurrentSlug(location, asked, slug)} replace />;
}
