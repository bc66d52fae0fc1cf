// A text written into a statement's SQL rather than sent as a parameter, for a value whose selectivity the planner
// must see (issue 14: a search's words; see domain/issueFilterConditions.ts). Dollar-quoted, so no character of the text is an
// escape whatever the server's settings (`standard_conforming_strings`): the quote's tag is one the text does not
// hold, and the tag has no `$`, so the text cannot end the quote early.
import { sql, type RawBuilder } from 'kysely';

export function textLiteral(text: string): RawBuilder<string> {
  // A statement's text cannot hold NUL (the protocol ends it there), and no stored text holds one.
  const value = text.replaceAll('\u0000', '');
  let tag = 't';
  for (let i = 1; value.includes(`$${tag}`); i += 1) tag = `t${i}`;
  return sql<string>`${sql.raw(`$${tag}$${value}$${tag}$`)}::text`;
}
