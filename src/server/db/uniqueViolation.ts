// PostgreSQL's unique_violation (SQLSTATE 23505), as both drivers (pg and PGlite) report it: the loser of
// two inserts of the same key sent at once, which the checks before the insert could not see.
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
