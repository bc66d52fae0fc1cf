// A project's id in the issue list's SQL: a value when the id is known, or an expression (the `projects.id` of
// the statement it is part of) when the list is read in the same statement as its project, by slug, before the
// id is known (projectIssuesRead.ts). Both are written into the SQL alike: a value as a parameter, an expression
// as its text.
import type { Expression } from 'kysely';

export type ProjectKey = number | Expression<number>;
