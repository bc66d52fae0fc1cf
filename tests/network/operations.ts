// Relay's request parameters for the operations the network tests send, as relay-compiler would make them.
import type { RequestParameters } from 'relay-runtime';

function operation(name: string, operationKind: 'query' | 'mutation', text: string, id: string | null): RequestParameters {
  // The compiler's artifacts are plain objects of this shape; `as` only fixes the union member.
  return { cacheID: name, id, metadata: {}, name, operationKind, text } as RequestParameters;
}

export const projectsQuery = operation('ProjectsQuery', 'query', 'query ProjectsQuery { projects { totalCount } }', 'doc-projects');
export const textOnlyQuery = operation('TextOnlyQuery', 'query', 'query TextOnlyQuery { projects { totalCount } }', null);
export const createIssueMutation = operation(
  'CreateMutation',
  'mutation',
  'mutation CreateMutation($input: CreateIssueInput!) { createIssue(input: $input) { errors { code } } }',
  'doc-create',
);
export const attachMutation = operation(
  'AttachMutation',
  'mutation',
  'mutation AttachMutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code message } attachments { filename size sha256 url contentType } } }',
  null,
);
