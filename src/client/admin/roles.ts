// The workspace roles as people read them.
export const ROLES = ['ADMIN', 'MEMBER', 'VIEWER'] as const;
export type RoleValue = (typeof ROLES)[number];

export const ROLE_NAMES: Readonly<Record<RoleValue, string>> = { ADMIN: 'Admin', MEMBER: 'Member', VIEWER: 'Viewer' };

export const ROLE_DESCRIPTIONS: Readonly<Record<RoleValue, string>> = {
  ADMIN: 'everything, including projects, people and settings',
  MEMBER: 'opens and edits issues, comments, attaches files',
  VIEWER: 'reads only',
};

export function isRole(value: string): value is RoleValue {
  return (ROLES as readonly string[]).includes(value);
}
