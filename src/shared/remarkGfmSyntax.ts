// GitHub's Markdown syntax (tables, task lists, strikethrough, autolinks, footnotes) for reading only.
// remark-gfm registers the same parser extensions and, besides, the ones that write Markdown back out
// (mdast-util-to-markdown with its table formatter), which nothing here does: in the browser those were
// about 6 kB gzip of an issue page's first load.
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Processor } from 'unified';

/** A unified (remark) plugin: parse GitHub-flavoured Markdown. */
export function remarkGfmSyntax(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
