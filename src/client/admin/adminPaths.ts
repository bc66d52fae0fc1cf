// The addresses of the admin area, built in one place.
export const ADMIN_PATH = '/admin';
export const ADMIN_PROJECTS_PATH = '/admin/projects';
export const ADMIN_PEOPLE_PATH = '/admin/people';
export const ADMIN_INVITATIONS_PATH = '/admin/invitations';
export const ADMIN_SETTINGS_PATH = '/admin/settings';
export const ADMIN_AUDIT_PATH = '/admin/audit';

export function adminProjectPath(slug: string): string {
  return `${ADMIN_PROJECTS_PATH}/${encodeURIComponent(slug)}`;
}

/** The page an invitation link opens; the token is the link's secret. */
export function invitationPath(token: string): string {
  return `/invitations/${encodeURIComponent(token)}`;
}
