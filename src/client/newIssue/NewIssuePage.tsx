import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { NewIssuePageQuery } from '../../../__generated__/NewIssuePageQuery.graphql';
import { UploadPolicyProvider } from '../attachments/UploadPolicyProvider';
import { CurrentSlugRedirect } from '../projects/CurrentSlugRedirect';
import { ProjectBreadcrumb } from '../projects/ProjectBreadcrumb';
import { ReferenceCompletionProvider } from '../references/ReferenceCompletionProvider';
import { DraftOwner } from '../ui/DraftOwner';
import { NotFound } from '../shell/NotFound';
import type { PageProps } from '../shell/PreloadedPage';
import { RouterLink } from '../ui/RouterLink';
import { NewIssueForm } from './NewIssueForm';
import { projectPath } from '../paths';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  refusal: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start', '& > *': { margin: 0 } },
});

/**
 * `/projects/:slug/issues/new`: the form that opens an issue in a project, for those who may (members
 * and admins). Others are told so instead of being shown a form the server would refuse anyway.
 */
export function NewIssuePage({ queryRef }: PageProps<NewIssuePageQuery>) {
  const styles = useStyles();
  const { viewer, project, workspace } = usePreloadedQuery<NewIssuePageQuery>(
    graphql`
      query NewIssuePageQuery($slug: String!) @preloadable @throwOnFieldError {
        # Whose drafts the form keeps.
        viewer {
          id
        }
        project(slug: $slug) {
          slug
          name
          viewerCanCreateIssue
          archivedAt
          ...NewIssueForm_project
        }
        workspace {
          ...UploadPolicyProvider_workspace
        }
      }
    `,
    queryRef,
  );
  if (project == null) return <NotFound />;
  if (project.slug !== queryRef.variables.slug) return <CurrentSlugRedirect slug={project.slug} />;
  if (!project.viewerCanCreateIssue) {
    return (
      <div className={styles.refusal}>
        <Helmet>
          <title>{`New issue · ${project.name} · Triage`}</title>
        </Helmet>
        <ProjectBreadcrumb slug={project.slug} name={project.name} current="New issue" />
        <Title1 as="h1" block>
          You can't open issues in this project
        </Title1>
        <Body1 as="p" block>
          {project.archivedAt == null
            ? `Your role lets you read ${project.name}'s issues but not open new ones. An admin can change your role.`
            : `${project.name} is archived: its issues can be read, but no new ones opened until an admin unarchives it.`}
        </Body1>
        <RouterLink to={projectPath(project.slug)}>Back to {project.name}</RouterLink>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <Helmet>
        <title>{`New issue · ${project.name} · Triage`}</title>
      </Helmet>
      <ProjectBreadcrumb slug={project.slug} name={project.name} current="New issue" />
      <Title1 as="h1" block>
        New issue
      </Title1>
      <UploadPolicyProvider workspace={workspace}>
        <DraftOwner id={viewer?.id ?? null}>
          <ReferenceCompletionProvider slug={project.slug}>
            <NewIssueForm project={project} />
          </ReferenceCompletionProvider>
        </DraftOwner>
      </UploadPolicyProvider>
    </div>
  );
}
