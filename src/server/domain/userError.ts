// Expected failures of a mutation, returned as data (design.md §2) so a form can show each beside its field.
export type UserErrorCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'TOO_MANY'
  | 'NOT_FOUND'
  | 'INVALID'
  | 'INVALID_CREDENTIALS'
  | 'RATE_LIMITED'
  | 'FORBIDDEN'
  | 'TAKEN'
  | 'UNSUPPORTED_TYPE'
  | 'UNAVAILABLE'
  | 'CONFLICT'
  | 'ARCHIVED';

export interface UserErrorModel {
  readonly field: readonly string[] | null;
  readonly message: string;
  readonly code: UserErrorCode;
}

export function userError(field: string | null, code: UserErrorCode, message: string): UserErrorModel {
  return { field: field === null ? null : [field], code, message };
}
