// The Markdown editor (its completing text area, the Write and Preview tabs) is not part of the issue page's first
// screen: the description and the comments show as text until someone edits them. Its code loads on demand, and
// starts loading as soon as an Edit is in sight of the pointer or the focus (preloadMarkdownEditor), so by the
// click it is usually there. The comment box at the foot of the page loads it anyway, after the first screen.
import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { MarkdownEditor } from './MarkdownEditor';

const loadMarkdownEditor = () => import('./MarkdownEditor');

const Editor = lazy(() => loadMarkdownEditor().then((module) => ({ default: module.MarkdownEditor })));

/** Starts loading the editor's code (once; a failed load is tried again by the next call or by the editor itself). */
export function preloadMarkdownEditor(): void {
  loadMarkdownEditor().catch(() => undefined);
}

const useStyles = makeStyles({
  // About the editor's height (tabs and a few lines), so the page does not jump when it arrives.
  placeholder: { minHeight: '160px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
});

/** MarkdownEditor (ui/MarkdownEditor.tsx), its code loaded on first use; a quiet box of its size meanwhile. */
export function LazyMarkdownEditor(props: ComponentProps<typeof MarkdownEditor>) {
  const styles = useStyles();
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
      <Editor {...props} />
    </Suspense>
  );
}
