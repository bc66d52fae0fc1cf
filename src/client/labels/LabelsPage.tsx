import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { LabelsPageQuery } from '../../../__generated__/LabelsPageQuery.graphql';
import { ArchivedProjectNotice } from '../projects/ArchivedProjectNotice';
import { CurrentSlugRedirect } from '../projects/CurrentSlugRedirect';
import { NotFound } from '../shell/NotFound';
import type { PageProps } from '../shell/PreloadedPage';
import { RouterLink } from '../ui/RouterLink';
import { LabelList } from './LabelList';
import { projectPath } from '../paths';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '& > *': { margin: 0 } },
  description: { color: tokens.colorNeutralForeground2 },
});

/** `/projects/:slug/labels`: the labels issues of a project can carry; admins manage them here. */
export function LabelsPage({ queryRef }: PageProps<LabelsPageQuery>) {
  const styles = useStyles();
  const { project } = usePreloadedQuery<LabelsPageQuery>(
    graphql`
      query LabelsPageQuery($slug: String!) @preloadable @throwOnFieldError {
        project(slug: $slug) {
          slug
          name
          ...LabelList_project
          ...ArchivedProjectNotice_project
        }
      }
    `,
    queryRef,
  );
  if (project == null) return <NotFound />;
  if (project.slug !== queryRef.variables.slug) return <CurrentSlugRedirect slug={project.slug} />;
  return (
    <div className={styles.root}>
      <Helmet>
        <title>{`Labels · ${project.name} · Triage`}</title>
      </Helmet>
      <div className={styles.intro}>
        <RouterLink to={projectPath(project.slug)}>← {project.name}</RouterLink>
        <Title1 as="h1" block>
          Labels
        </Title1>
        <Body1 as="p" block className={styles.description}>
          Labels classify the issues of {project.name}. Search by label with <code>label:NAME</code>.
        </Body1>
      </div>
      <ArchivedProjectNotice project={project} />
      <LabelList project={project} />
    </div>
  );
}
