import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueLabelsPicker_issue$key } from '../../../__generated__/IssueLabelsPicker_issue.graphql';
import { IssueLabels } from '../labels/IssueLabels';
import { IssueSidebarSection } from './IssueSidebarSection';
import { useClickShortcut } from '../ui/useClickShortcut';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredMenu } from '../ui/DeferredMenu';
import { useAddLabelsToIssuesMutation } from '../issueChanges/useAddLabelsToIssuesMutation';
import { useRemoveLabelsFromIssuesMutation } from '../issueChanges/useRemoveLabelsFromIssuesMutation';

// The menu's code (Fluent's Menu, the filter box, the checkboxes) loads when it is first used, not with the page.
const labelsMenu = deferredComponent(() => import('../labels/LabelsMenu').then((module) => module.LabelsMenu));

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

/**
 * The Labels section of an issue's sidebar. Those who may edit the issue open a menu of the project's
 * labels with checkboxes: each tick adds the label at once (addLabelsToIssues), each untick removes it,
 * and a refused change is undone with a message.
 */
export function IssueLabelsPicker({ issue }: { issue: IssueLabelsPicker_issue$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueLabelsPicker_issue on Issue @throwOnFieldError {
        id
        viewerCanUpdate
        labels @catch(to: NULL) {
          id
        }
        project {
          ...LabelsMenu_project
        }
        ...IssueLabels_issue
      }
    `,
    issue,
  );
  const [addLabels] = useAddLabelsToIssuesMutation();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  useClickShortcut('l', editButtonRef);
  const [removeLabels] = useRemoveLabelsFromIssuesMutation();
  const current = data.labels?.map((label) => label.id) ?? [];

  const onChange = (chosen: readonly string[]) => {
    const added = chosen.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !chosen.includes(id));
    if (added.length > 0) addLabels([data.id], added);
    if (removed.length > 0) removeLabels([data.id], removed);
  };

  const action = data.viewerCanUpdate && data.labels != null && (
    <DeferredMenu
      menu={labelsMenu}
      menuProps={{ project: data.project, chosen: current, onChange }}
      trigger={<Button ref={editButtonRef} appearance="subtle" size="small" icon={<SettingsRegular />} aria-label="Edit labels" />}
    />
  );

  return (
    <IssueSidebarSection title="Labels" action={action}>
      <IssueLabels issue={data} fallback={<Caption1 className={styles.empty}>None yet</Caption1>} />
    </IssueSidebarSection>
  );
}
