// The DateTime scalar: ISO-8601 strings on the wire, Date objects (from the database) on the server.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function parse(value: unknown): Date {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    throw new GraphQLError('DateTime must be an ISO-8601 date-time with a time zone, e.g. 2026-11-21T09:30:00Z.');
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new GraphQLError(`"${value}" is not a real date-time.`);
  return date;
}

export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime cannot represent an invalid date.');
    return date.toISOString();
  },
  parseValue: parse,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string.');
    return parse(ast.value);
  },
});
