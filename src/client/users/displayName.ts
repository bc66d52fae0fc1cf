// A person's name as the app shows it: marked when their account is deactivated, so that their issues,
// comments and changes (which stay) never read as if they could still answer.

export function displayName(name: string, deactivatedAt: string | null | undefined): string {
  return deactivatedAt == null ? name : `${name} (deactivated)`;
}
