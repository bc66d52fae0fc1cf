// Project labels: admins create, change and delete them; names are unique in a project, ignoring case.
import type { DB } from '../db/database.ts';
import type { LabelRow, ProjectRow } from '../db/tables/projects.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { archivedError, archivedUnderLock } from './archivedProjects.ts';
import { isAdmin, visibleProject } from './authorization.ts';
import { checkText } from './text.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

type Result<T> = T | { readonly errors: readonly UserErrorModel[] };
const COLOUR = /^#?([0-9a-fA-F]{6})$/;
export const LABEL_NAME_MAX_LENGTH = 50;
export const LABEL_DESCRIPTION_MAX_LENGTH = 200;

interface LabelFields {
  readonly name?: string | null;
  readonly color?: string | null;
  readonly description?: string | null;
}

function checkFields(fields: LabelFields, creating: boolean): Result<{ values: { name?: string; color?: string; description?: string } }> {
  const errors: UserErrorModel[] = [];
  const values: { name?: string; color?: string; description?: string } = {};
  if (creating || (fields.name !== undefined && fields.name !== null)) {
    const name = checkText(fields.name, {
      field: 'name',
      label: 'Name',
      required: true,
      maxLength: LABEL_NAME_MAX_LENGTH,
      singleLine: true,
    });
    if ('error' in name) errors.push(name.error);
    else values.name = name.value;
  }
  if (creating || (fields.color !== undefined && fields.color !== null)) {
    const colour = COLOUR.exec((fields.color ?? '').trim());
    if (!colour?.[1]) errors.push(userError('color', 'INVALID', 'Use six hexadecimal digits, e.g. d73a4a.'));
    else values.color = colour[1].toLowerCase();
  }
  if (fields.description !== undefined && fields.description !== null) {
    const description = checkText(fields.description, {
      field: 'description',
      label: 'Description',
      required: false,
      maxLength: LABEL_DESCRIPTION_MAX_LENGTH,
      singleLine: true,
    });
    if ('error' in description) errors.push(description.error);
    else values.description = description.value;
  }
  return errors.length > 0 ? { errors } : { values };
}

async function nameTaken(db: DB, projectId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('labels')
    .select('id')
    .where('project_id', '=', projectId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createLabel(
  db: DB,
  viewer: SignedIn,
  projectId: number | null,
  fields: LabelFields,
): Promise<Result<{ label: LabelRow; project: ProjectRow }>> {
  const project = projectId === null ? undefined : await visibleProject(db, viewer, projectId);
  if (!project) return { errors: [userError('projectId', 'NOT_FOUND', 'No such project.')] };
  if (!isAdmin(viewer)) return { errors: [userError(null, 'FORBIDDEN', 'Only admins manage labels.')] };
  const archived = archivedError(project);
  if (archived) return { errors: [archived] };
  const checked = checkFields(fields, true);
  if ('errors' in checked) return checked;
  const { name = '', color = '', description = '' } = checked.values;
  if (await nameTaken(db, project.id, name)) return takenName(name);
  return db
    .transaction()
    .execute(async (trx): Promise<Result<{ label: LabelRow; project: ProjectRow }>> => {
      const archivedNow = await archivedUnderLock(trx, project.id);
      if (archivedNow) return { errors: [archivedNow] };
      const label = await trx
        .insertInto('labels')
        .values({ project_id: project.id, name, color, description })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { label, project };
    })
    .catch((error: unknown) => takenUnlessOther(error, name));
}

const takenName = (name: string) => ({ errors: [userError('name', 'TAKEN', `This project already has a label "${name}".`)] });

/** Another write of the same name got in between the check and this one (labels_project_name): TAKEN as well. */
function takenUnlessOther(error: unknown, name: string): { errors: UserErrorModel[] } {
  if (isUniqueViolation(error)) return takenName(name);
  throw error;
}

async function adminLabel(db: DB, viewer: SignedIn, labelId: number | null): Promise<Result<{ label: LabelRow; project: ProjectRow }>> {
  const label = labelId === null ? undefined : await db.selectFrom('labels').selectAll().where('id', '=', labelId).executeTakeFirst();
  const project = label ? await visibleProject(db, viewer, label.project_id) : undefined;
  if (!label || !project) return { errors: [userError('labelId', 'NOT_FOUND', 'No such label.')] };
  if (!isAdmin(viewer)) return { errors: [userError(null, 'FORBIDDEN', 'Only admins manage labels.')] };
  const archived = archivedError(project);
  if (archived) return { errors: [archived] };
  return { label, project };
}

export async function updateLabel(
  db: DB,
  viewer: SignedIn,
  labelId: number | null,
  fields: LabelFields,
): Promise<Result<{ label: LabelRow; project: ProjectRow }>> {
  const found = await adminLabel(db, viewer, labelId);
  if ('errors' in found) return found;
  const checked = checkFields(fields, false);
  if ('errors' in checked) return checked;
  const { name = '' } = checked.values;
  if (name && (await nameTaken(db, found.project.id, name, found.label.id))) return takenName(name);
  if (Object.keys(checked.values).length === 0) return found;
  return db
    .transaction()
    .execute(async (trx): Promise<Result<{ label: LabelRow; project: ProjectRow }>> => {
      const archivedNow = await archivedUnderLock(trx, found.project.id);
      if (archivedNow) return { errors: [archivedNow] };
      const label = await trx
        .updateTable('labels')
        .set(checked.values)
        .where('id', '=', found.label.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { label, project: found.project };
    })
    .catch((error: unknown) => takenUnlessOther(error, name));
}

export async function deleteLabel(
  db: DB,
  viewer: SignedIn,
  labelId: number | null,
): Promise<Result<{ label: LabelRow; project: ProjectRow }>> {
  const found = await adminLabel(db, viewer, labelId);
  if ('errors' in found) return found;
  // issue_labels rows go with it (on delete cascade); timeline events keep their text but lose the link.
  return db.transaction().execute(async (trx): Promise<Result<{ label: LabelRow; project: ProjectRow }>> => {
    const archivedNow = await archivedUnderLock(trx, found.project.id);
    if (archivedNow) return { errors: [archivedNow] };
    await trx.deleteFrom('labels').where('id', '=', found.label.id).execute();
    return found;
  });
}
