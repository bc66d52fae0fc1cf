import { Body1, makeStyles, Switch, Title1, tokens } from '@fluentui/react-components';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProjectsPageQuery } from '../../../__generated__/ProjectsPageQuery.graphql';
import type { PageProps } from '../shell/PreloadedPage';
import { projectsPath } from '../paths';
import { ProjectList } from './ProjectList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-end', gap: tokens.spacingVerticalS },
  // Spacing comes from the gaps, not from the browser's default heading and paragraph margins.
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '& > *': { margin: 0 } },
});

/** `/`: every project of the workspace; archived ones too with `?archived=1` (the "Show archived" switch). */
export function ProjectsPage({ queryRef }: PageProps<ProjectsPageQuery>) {
  const styles = useStyles();
  const navigate = useNavigate();
  const data = usePreloadedQuery<ProjectsPageQuery>(
    graphql`
      query ProjectsPageQuery($includeArchived: Boolean!) @preloadable @throwOnFieldError {
        ...ProjectList_query @arguments(includeArchived: $includeArchived)
      }
    `,
    queryRef,
  );
  // The switch flips at once when clicked (the list on screen stays until the other one has loaded), and
  // follows the address whenever the loader runs again (Back, Forward, a link).
  const loaded = queryRef.variables.includeArchived;
  const [includeArchived, setIncludeArchived] = useState(loaded);
  const [shownFor, setShownFor] = useState(loaded);
  if (shownFor !== loaded) {
    setShownFor(loaded);
    setIncludeArchived(loaded);
  }
  return (
    <div className={styles.root}>
      <Helmet>
        <title>Projects · Triage</title>
      </Helmet>
      <div className={styles.header}>
        <div className={styles.intro}>
          <Title1 as="h1" block>
            Projects
          </Title1>
          <Body1 as="p" block>
            Pick a project to see its issues.
          </Body1>
        </div>
        <Switch
          label="Show archived projects"
          checked={includeArchived}
          onChange={(_event, { checked }) => {
            setIncludeArchived(checked);
            void navigate(projectsPath(checked));
          }}
        />
      </div>
      <ProjectList query={data} />
    </div>
  );
}
