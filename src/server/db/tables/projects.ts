// Projects and what belongs to a project as a whole: its members, former slugs, labels, issue counts and the
// searches its people saved.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt } from './columns.ts';

export type ProjectVisibility = 'PUBLIC' | 'PRIVATE';

export interface ProjectsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  /** The number the next issue of this project gets; bumped under a row lock. */
  next_issue_number: Generated<number>;
  visibility: ColumnType<ProjectVisibility, ProjectVisibility | undefined, ProjectVisibility>;
  created_at: CreatedAt;
  /** When an admin archived it (then it is read-only); null while active. */
  archived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ProjectMembersTable {
  project_id: number;
  user_id: number;
}

/** A slug a project had before it was renamed; lookups by it find the project. */
export interface ProjectSlugAliasesTable {
  slug: string;
  project_id: number;
  created_at: CreatedAt;
}

export interface LabelsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  color: string;
  description: string;
}

/** A project's open and closed issues, kept by triggers on `issues` (migration 0023); no row: no issues. */
export interface ProjectIssueCountsTable {
  project_id: number;
  open_count: number;
  closed_count: number;
}

export interface SavedViewsTable {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  name: string;
  query: string;
  created_at: CreatedAt;
}

export type ProjectRow = Selectable<ProjectsTable>;

export type LabelRow = Selectable<LabelsTable>;

export type SavedViewRow = Selectable<SavedViewsTable>;
