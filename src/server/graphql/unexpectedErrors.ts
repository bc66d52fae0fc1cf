// A resolver's unexpected failure (the client is told only "Unexpected error.") belongs on its request's own log
// line, with its stack, once (issue 18). Yoga masks it and tells its own logger, which knows no request; so the
// failure is taken before the masking (envelop's error handler runs ahead of it and sees the context, which
// holds the Node response) and put on the response for the request's line, and Yoga's logger writes into the
// server's log only what was not already put there. Refusals the client is told as they are (not signed in,
// forbidden, a bad page size) are not failures: they stay out of the error log.
import type { ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { useErrorHandler, type Plugin, type YogaLogger } from 'graphql-yoga';
import type { Logger } from 'pino';
import { loggableError } from './loggableError.ts';
import { isDomainRefusal } from './domainErrors.ts';

/** Errors already on their request's line, which Yoga's logger must not write again. */
const onRequestLine = new WeakSet<Error>();

/** The failure behind `error` when nobody meant it (not a refusal, not an error the code raised for the client). */
function failureOf(error: Error): Error | undefined {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (!original || original instanceof GraphQLError || isDomainRefusal(original)) return undefined;
  return original;
}

/** Puts each unexpected failure of a request on its log line (the first) or a line of its own with its id. */
export function useUnexpectedErrorLog(): Plugin<{ readonly res?: ServerResponse }> {
  return useErrorHandler(({ errors, context }) => {
    // The execution phase hands over the execution's arguments, the others the context itself.
    const holder = context as { readonly res?: ServerResponse; readonly contextValue?: { readonly res?: ServerResponse } };
    const res = holder.res ?? holder.contextValue?.res;
    if (!res) return;
    for (const error of errors) {
      const failure = failureOf(error);
      if (!failure) continue;
      onRequestLine.add(error);
      onRequestLine.add(failure);
      if (res.err) res.req.log.error({ err: loggableError(failure) }, 'another unexpected error in the same request');
      else res.err = failure;
    }
  });
}

/** Yoga's logger: its messages into the server's log; an unexpected error not on a request's line, on its own. */
export function yogaLogger(logger: Logger): YogaLogger {
  // Yoga passes strings and errors as separate arguments, console-style.
  const text = (args: readonly unknown[]) => args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
  return {
    debug: (...args: unknown[]) => logger.debug(text(args)),
    info: (...args: unknown[]) => logger.info(text(args)),
    warn: (...args: unknown[]) => logger.warn(text(args)),
    error: (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      if (error && onRequestLine.has(error)) return;
      const failure = error && failureOf(error);
      if (failure) logger.error({ err: loggableError(failure) }, 'Unexpected error');
      else logger.debug(text(args));
    },
  };
}
