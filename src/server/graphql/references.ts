// The references of an issue's description or a comment, resolved for the reader (`Issue.references`,
// `Comment.references`). Only what the reader may see is listed: an issue reference whose project the reader
// cannot see is dropped exactly like one to an issue that does not exist, so the answer tells nothing about
// private projects (not even that the issue exists). Lookups go through the request's loaders: the references of
// a page of comments cost a few batched statements, not some per reference.
import type { Reference } from '../../shared/references.ts';
import { referencesOfText } from './referencesOfText.ts';
import type { Context } from './context.ts';
import type { MarkdownReferenceModel } from './models.ts';

/** How many references of one text are resolved: enough for any real text, and a bound on the work a long one asks. */
export const MAX_REFERENCES_PER_TEXT = 100;

async function resolve(reference: Reference, projectId: number, { loaders }: Context): Promise<MarkdownReferenceModel | null> {
  if (reference.kind === 'user') {
    const user = await loaders.userByLogin.load(reference.login.toLowerCase());
    return user ? { text: reference.text, issue: null, user } : null;
  }
  // Another project's page by slug (a former slug too): shared with the page's own query when it names the same.
  const project = reference.projectKey === null ? { id: projectId } : (await loaders.projectPageBySlug.load(reference.projectKey))?.project;
  if (!project || !(await loaders.projectVisible.load(project.id))) return null;
  const issue = await loaders.issueByNumber.load({ projectId: project.id, number: reference.number });
  return issue ? { text: reference.text, issue, user: null } : null;
}

/** The references in `markdown` (written in project `projectId`) that the request's viewer may follow. */
export async function referencesFor(markdown: string, projectId: number, context: Context): Promise<MarkdownReferenceModel[]> {
  const references = referencesOfText(markdown).slice(0, MAX_REFERENCES_PER_TEXT);
  const resolved = await Promise.all(references.map((reference) => resolve(reference, projectId, context)));
  return resolved.filter((reference) => reference !== null);
}
