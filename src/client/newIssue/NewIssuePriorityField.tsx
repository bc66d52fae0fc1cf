import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { IssueSidebarSection } from '../issue/IssueSidebarSection';
import { priorityName, type Priority } from '../priority/priority';
import { PriorityMenu } from '../priority/PriorityMenu';
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
    <PriorityMenu
      chosen={value}
      onChange={onChange}
      trigger={<Button appearance="subtle" size="small" icon={<SettingsRegular />} aria-label="Choose priority" disabled={disabled} />}
    />
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
