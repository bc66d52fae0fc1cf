// Where the schema returns an interface or a union (Node, IssueTimelineItem), each object carries the name
// of its GraphQL type, set by the resolver that knows it (from the global id, from the timeline's entry),
// and __resolveType reads that tag instead of guessing the type from which columns a row has.
export type Tagged<Typename extends string, Row> = Row & { readonly __typename: Typename };

export function tagged<Typename extends string, Row extends object>(
  typename: Typename,
  row: Row | null | undefined,
): Tagged<Typename, Row> | null {
  return row ? { ...row, __typename: typename } : null;
}
