// The home page lists archived projects too when its address says so (`/?archived=1`): shareable, and Back
// returns to the list as it was.
const PARAM = 'archived';

/** Whether the address asks for archived projects as well. */
export function includesArchived(searchParams: URLSearchParams): boolean {
  return searchParams.get(PARAM) === '1';
}

/** The home page's address, with or without archived projects. */
export function projectsPath(includeArchived: boolean): string {
  return includeArchived ? `/?${PARAM}=1` : '/';
}
