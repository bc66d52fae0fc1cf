import { Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueRelations_issue$key } from '../../../__generated__/IssueRelations_issue.graphql';
import { IssueSidebarSection } from '../issue/IssueSidebarSection';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredDialog } from '../ui/DeferredDialog';
import { RelatedIssueRow } from './RelatedIssueRow';
import { RELATION_GROUPS } from './relationTypes';
import { useRemoveIssueRelationMutation } from './useRemoveIssueRelationMutation';

// The picker (a Fluent Dialog, which brings Tabster) and its mutation load when first opened, not with the page.
const addRelationDialog = deferredComponent(() => import('./AddRelationDialog').then((module) => module.AddRelationDialog));

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  none: { color: tokens.colorNeutralForeground3 },
});

/**
 * The Relations section of an issue: the issues it is blocked by, blocks, duplicates, is duplicated by and
 * relates to, each a link with its title and state; for those who may edit the issue, "Add relation" (a
 * picker that searches by number or title) and a remove button on each.
 */
export function IssueRelations({ issue }: { issue: IssueRelations_issue$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueRelations_issue on Issue @throwOnFieldError {
        id
        viewerCanUpdate
        project {
          slug
        }
        relations {
          type
          issue {
            id
            ...RelatedIssueRow_issue
          }
        }
      }
    `,
    issue,
  );
  const [picking, setPicking] = useState(false);
  const [removeRelation] = useRemoveIssueRelationMutation();
  // The picker lists issues already related as such ("already related: blocked by") instead of offering them.
  const taken = useMemo(
    () =>
      new Map(
        data.relations.map((r) => [
          r.issue.id,
          `already related: ${(RELATION_GROUPS.find((g) => g.type === r.type)?.heading ?? r.type).toLowerCase()}`,
        ]),
      ),
    [data.relations],
  );

  const action = data.viewerCanUpdate && (
    <Button appearance="subtle" size="small" icon={<AddRegular />} onClick={() => setPicking(true)}>
      Add relation
    </Button>
  );
  const groups = RELATION_GROUPS.map((group) => ({ ...group, relations: data.relations.filter((r) => r.type === group.type) })).filter(
    (group) => group.relations.length > 0,
  );

  return (
    <IssueSidebarSection title="Relations" action={action}>
      {groups.length === 0 ? (
        <Text className={styles.none}>None yet</Text>
      ) : (
        <div className={styles.groups}>
          {groups.map((group) => (
            <div key={group.type}>
              <Caption1 as="h3" block className={styles.heading}>
                {group.heading}
              </Caption1>
              <ul className={styles.list} aria-label={group.heading}>
                {group.relations.map((relation) => (
                  <RelatedIssueRow
                    key={relation.issue.id}
                    issue={relation.issue}
                    hereSlug={data.project.slug}
                    onRemove={data.viewerCanUpdate ? () => removeRelation(data.id, relation.issue.id) : undefined}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {picking && (
        <DeferredDialog
          dialog={addRelationDialog}
          props={{ issueId: data.id, projectSlug: data.project.slug, taken, onClose: () => setPicking(false) }}
          name="Add relation"
          onFailed={() => setPicking(false)}
        />
      )}
    </IssueSidebarSection>
  );
}
