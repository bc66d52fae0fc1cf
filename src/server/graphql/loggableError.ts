// What of an error goes into the log: its kind, message, code and stack, nothing else. A database driver's error
// carries the statement's parameters (a comment's text, a password's hash, a session token's hash) as properties,
// and pino's default serializer writes every property: secrets are never logged (README "Logs").
export interface LoggableError {
  readonly type: string;
  readonly message: string;
  readonly code?: string;
  readonly stack?: string;
}

export function loggableError(error: Error): LoggableError {
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
  };
}
