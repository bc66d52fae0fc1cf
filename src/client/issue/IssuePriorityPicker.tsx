import {
  Button,
  makeStyles,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
  type MenuProps,
} from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { graphql, useFragment } from 'react-relay';
import type { IssuePriorityPicker_issue$key } from '../../../__generated__/IssuePriorityPicker_issue.graphql';
import { IssueSidebarSection } from './IssueSidebarSection';
import { isPriority, PRIORITIES, priorityName } from '../priority/priority';
import { PriorityIcon } from '../priority/PriorityIcon';
import { useUpdateIssueMutation } from '../issueChanges/useUpdateIssueMutation';

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

  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_event, { checkedItems }) => {
    const [priority] = checkedItems;
    if (isPriority(priority) && priority !== data.priority) updateIssue(data.id, { priority });
  };

  const action = data.viewerCanUpdate && (
    <Menu checkedValues={{ priority: [data.priority] }} onCheckedValueChange={onCheckedValueChange}>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" size="small" icon={<SettingsRegular />} aria-label="Edit priority" />
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label="Priority">
          {PRIORITIES.map((priority) => (
            <MenuItemRadio key={priority} name="priority" value={priority} icon={<PriorityIcon priority={priority} decorative />}>
              {priorityName(priority)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
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
