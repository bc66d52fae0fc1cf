import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { graphql, useFragment } from 'react-relay';
import type { IssuePriorityPicker_issue$key } from '../../../__generated__/IssuePriorityPicker_issue.graphql';
import { IssueSidebarSection } from './IssueSidebarSection';
import { priorityName, type Priority } from '../priority/priority';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredMenu } from '../ui/DeferredMenu';
import { PriorityIcon } from '../priority/PriorityIcon';
import { useUpdateIssueMutation } from '../issueChanges/useUpdateIssueMutation';

// The menu's code (Fluent's Menu and its positioning) loads when it is first used, not with the page.
const priorityMenu = deferredComponent(() => import('../priority/PriorityMenu').then((module) => module.PriorityMenu));

const useStyles = makeStyles({
  value: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * The Priority section of an issue's sidebar: the level with its icon, and for those who may edit the
 * issue a menu of the five levels (changed at once; undone with a message if refused).
 */
export function IssuePriorityPicker({ issue }: { issue: IssuePriorityPicker_issue$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssuePriorityPicker_issue on Issue @throwOnFieldError {
        id
        priority
        viewerCanUpdate
      }
    `,
    issue,
  );
  const [updateIssue] = useUpdateIssueMutation();

  const action = data.viewerCanUpdate && (
    <DeferredMenu
      menu={priorityMenu}
      menuProps={{ chosen: data.priority, onChange: (priority: Priority) => updateIssue(data.id, { priority }) }}
      trigger={<Button appearance="subtle" size="small" icon={<SettingsRegular />} aria-label="Edit priority" />}
    />
  );

  return (
    <IssueSidebarSection title="Priority" action={action}>
      <span className={styles.value}>
        <PriorityIcon priority={data.priority} decorative />
        {priorityName(data.priority)}
      </span>
    </IssueSidebarSection>
  );
}
