// Files pasted or dropped into a Markdown editor (issue 15): the editor (ui/CompletingTextarea.tsx) writes a
// placeholder at the caret and asks the page's upload to store them; the page says where they go (the issue
// page attaches them to its issue: issue/useAttachInlineFilesMutation.ts).
import { createContext, useContext } from 'react';

/** A stored file, as the editor links it: `![name](url)` for an image, `[name](url)` otherwise. */
export interface InlineFile {
  readonly filename: string;
  readonly url: string;
  readonly isImage: boolean;
}

/** Why an upload was refused or failed, in the words the page shows elsewhere for the same refusal. */
export class InlineUploadError extends Error {}

/** Stores `files`; rejects with an InlineUploadError (or any Error) when nothing was stored. */
export type InlineUpload = (files: readonly File[]) => Promise<readonly InlineFile[]>;

export const MarkdownUploadContext = createContext<InlineUpload | null>(null);

/** The upload of the page the editor is on; null where files cannot be attached. */
export function useMarkdownUpload(): InlineUpload | null {
  return useContext(MarkdownUploadContext);
}

/** The Markdown that links a stored file. Brackets in a name would end the link text early: they are escaped. */
export function markdownForFile(file: InlineFile): string {
  const name = file.filename.replace(/([\\[\]])/g, '\\$1');
  return `${file.isImage ? '!' : ''}[${name}](${encodeURI(file.url)})`;
}

/** The placeholder written while `name` is sent, unique enough to be found again in text typed meanwhile. */
export function uploadPlaceholder(name: string, serial: number): string {
  return `[Uploading ${name.replace(/([\\[\]])/g, '\\$1')}…](#upload-${serial})`;
}
