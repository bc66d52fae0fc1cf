// Where the request log goes: JSON lines (pino's own format, for log collectors) or, for a person at a
// terminal, one readable line per request (pino-pretty, in this process: no worker thread to stop).
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LogFormat } from '../config/logs.ts';

/** "GET /healthz 200 · 3 ms", then the GraphQL operation and user, then the request id. */
function requestLine(log: Record<string, unknown>, messageKey: string): string {
  const parts = [String(log[messageKey] ?? '')];
  if (typeof log.responseTime === 'number') parts.push(`${log.responseTime} ms`);
  if (typeof log.operation === 'string') parts.push(log.operation);
  if (typeof log.userId === 'number') parts.push(`user ${log.userId}`);
  const req = log.req as { id?: unknown } | undefined;
  if (req?.id !== undefined) parts.push(`req ${String(req.id)}`);
  return parts.join(' · ');
}

export function createLogger(level: string, format: LogFormat): Logger {
  if (format === 'json') return pino({ level });
  const stream = pretty({
    colorize: process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,req,res,responseTime,operation,userId',
    singleLine: true,
    messageFormat: requestLine,
  });
  return pino({ level }, stream);
}
