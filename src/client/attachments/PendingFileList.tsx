import { Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { DocumentRegular } from '@fluentui/react-icons/svg/document';
import { formatBytes } from '../ui/formatBytes';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingInlineStart: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  icon: { color: tokens.colorNeutralForeground3, display: 'flex' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  size: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  files: readonly File[];
  /** Takes the file at `index` out of the choice. */
  onRemove: (index: number) => void;
  /** While the files are being sent they can no longer be taken out. */
  disabled?: boolean;
  label: string;
}

/** Files chosen to go with something not sent yet (a new comment): each with its size and a Remove button. */
export function PendingFileList({ files, onRemove, disabled = false, label }: Props) {
  const styles = useStyles();
  if (files.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {files.map((file, index) => (
        // Two files may share a name; their place in the list tells them apart.
        <li key={`${index}:${file.name}`} className={styles.item}>
          <span className={styles.icon} aria-hidden="true">
            <DocumentRegular />
          </span>
          <Text className={styles.name} title={file.name}>
            {file.name}
          </Text>
          <Caption1 className={styles.size}>{formatBytes(file.size)}</Caption1>
          <Button
            appearance="subtle"
            size="small"
            icon={<DismissRegular />}
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onRemove(index)}
          />
        </li>
      ))}
    </ul>
  );
}
