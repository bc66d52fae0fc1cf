import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { ProjectsPageQuery } from '../../../__generated__/ProjectsPageQuery.graphql';
import type { PageProps } from '../shell/PreloadedPage';
import { ProjectList } from './ProjectList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // Spacing comes from the gaps, not from the browser's default heading and paragraph margins.
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '& > *': { margin: 0 } },
});

/** `/`: every project of the workspace. */
export function ProjectsPage({ queryRef }: PageProps<ProjectsPageQuery>) {
  const styles = useStyles();
  const data = usePreloadedQuery<ProjectsPageQuery>(
    graphql`
      query ProjectsPageQuery @throwOnFieldError {
        ...ProjectList_query
      }
    `,
    queryRef,
  );
  return (
    <div className={styles.root}>
      <Helmet>
        <title>Projects · Triage</title>
      </Helmet>
      <div className={styles.intro}>
        <Title1 as="h1" block>
          Projects
        </Title1>
        <Body1 as="p" block>
          Pick a project to see its issues.
        </Body1>
      </div>
      <ProjectList query={data} />
    </div>
  );
}
