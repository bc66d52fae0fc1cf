import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { NewIssuePageQuery } from '../../../__generated__/NewIssuePageQuery.graphql';
import { NotFound } from '../shell/NotFound';
import type { PageProps } from '../shell/PreloadedPage';
import { NewIssueForm } from './NewIssueForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** `/projects/:slug/issues/new`: the form that opens an issue in a project. */
export function NewIssuePage({ queryRef }: PageProps<NewIssuePageQuery>) {
  const styles = useStyles();
  const { project } = usePreloadedQuery<NewIssuePageQuery>(
    graphql`
      query NewIssuePageQuery($slug: String!) @throwOnFieldError {
        project(slug: $slug) {
          name
          ...NewIssueForm_project
        }
      }
    `,
    queryRef,
  );
  if (project == null) return <NotFound />;
  return (
    <div className={styles.root}>
      <Helmet>
        <title>{`New issue · ${project.name} · Triage`}</title>
      </Helmet>
      <Title1 as="h1" block>New issue</Title1>
      <NewIssueForm project={project} />
    </div>
  );
}
