import { Button, makeStyles, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, tokens } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { IssueSidebarSection } from '../issue/IssueSidebarSection';
import { isPriority, PRIORITIES, priorityName, type Priority } from '../priority/priority';
import { PriorityIcon } from '../priority/PriorityIcon';

const useStyles = makeStyles({
  value: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

interface Props {
  value: Priority;
  onChange: (priority: Priority) => void;
  disabled?: boolean;
}

/** The priority a new issue starts with: the five levels in a menu, as on the issue page. */
export function NewIssuePriorityField({ value, onChange, disabled = false }: Props) {
  const styles = useStyles();
  const action = (
    <Menu
      checkedValues={{ priority: [value] }}
      onCheckedValueChange={(_event, { checkedItems: [chosen] }) => {
        if (isPriority(chosen)) onChange(chosen);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" size="small" icon={<SettingsRegular />} aria-label="Choose priority" disabled={disabled} />
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
        <PriorityIcon priority={value} decorative />
        {priorityName(value)}
      </span>
    </IssueSidebarSection>
  );
}
