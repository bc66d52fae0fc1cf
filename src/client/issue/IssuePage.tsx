import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { IssuePageQuery } from '../../../__generated__/IssuePageQuery.graphql';
import { ArchivedProjectNotice } from '../projects/ArchivedProjectNotice';
import { CurrentSlugRedirect } from '../projects/CurrentSlugRedirect';
import { ProjectBreadcrumb } from '../projects/ProjectBreadcrumb';
import { ReferenceCompletionProvider } from '../references/ReferenceCompletionProvider';
import { DeferredKeyboardShortcutsDialog } from '../shortcuts/DeferredKeyboardShortcutsDialog';
import { DraftOwner } from '../ui/DraftOwner';
import { NotFound } from '../shell/NotFound';
import { useHotkeys } from '../ui/useHotkeys';
import type { PageProps } from '../shell/PreloadedPage';
import { IssueDetail } from './IssueDetail';
import { IssueOpening } from './IssueOpening';
import { IssueUploadPolicy } from './IssueUploadPolicy';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** `/projects/:slug/issues/:number`: one issue, its timeline of comments and changes, and the ways to change it. */
export function IssuePage({ queryRef }: PageProps<IssuePageQuery>) {
  const styles = useStyles();
  const [showShortcuts, setShowShortcuts] = useState(false);
  // Once loaded, the dialog stays mounted (closing it then needs no new download).
  const [shortcutsUsed, setShortcutsUsed] = useState(false);
  if (showShortcuts && !shortcutsUsed) setShortcutsUsed(true);
  // The page's other keys belong to the controls they act on (the title's `e`, the comment box's `r`...).
  useHotkeys({
    '?': (event) => {
      event.preventDefault();
      setShowShortcuts(true);
    },
  });
  const query = usePreloadedQuery<IssuePageQuery>(
    graphql`
      query IssuePageQuery($slug: String!, $number: Int!) @preloadable @throwOnFieldError {
        viewer {
          # Whose drafts the page's forms keep.
          id
          ...IssueDetail_viewer
        }
        # What the page's attachment controls accept (the issue's, its comments', the comment box's).
        ...IssueUploadPolicy_query
        project(slug: $slug) {
          slug
          name
          ...ArchivedProjectNotice_project
          issue(number: $number) {
            number
            title
            ...IssueOpening_issue
            ...IssueDetail_issue
          }
        }
      }
    `,
    queryRef,
  );
  const { viewer, project } = query;
  const issue = project?.issue;
  if (project == null || issue == null) return <NotFound />;
  if (project.slug !== queryRef.variables.slug) return <CurrentSlugRedirect slug={project.slug} />;
  return (
    <>
      <Helmet>
        <title>{`#${issue.number} ${issue.title} · ${project.name} · Triage`}</title>
      </Helmet>
      <div className={styles.root}>
        <ProjectBreadcrumb slug={project.slug} name={project.name} current={`#${issue.number}`} />
        <ArchivedProjectNotice project={project} />
        {/* An issue the store knows (opened from a list) shows its title and state at once; the rest waits here. */}
        <Suspense fallback={<IssueOpening issue={issue} />}>
          <IssueUploadPolicy query={query}>
            <DraftOwner id={viewer?.id ?? null}>
              <ReferenceCompletionProvider slug={project.slug}>
                <IssueDetail issue={issue} viewer={viewer ?? null} projectSlug={project.slug} />
              </ReferenceCompletionProvider>
            </DraftOwner>
          </IssueUploadPolicy>
        </Suspense>
        {shortcutsUsed && (
          <DeferredKeyboardShortcutsDialog
            page="issue"
            open={showShortcuts}
            onClose={() => setShowShortcuts(false)}
            onFailed={() => {
              setShowShortcuts(false);
              setShortcutsUsed(false);
            }}
          />
        )}
      </div>
    </>
  );
}
