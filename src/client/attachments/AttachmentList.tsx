import { makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { AttachmentList_attachments$key } from '../../../__generated__/AttachmentList_attachments.graphql';
import { AttachmentItem } from './AttachmentItem';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
});

interface Props {
  attachments: AttachmentList_attachments$key;
  /** The list's accessible name when the page has several, e.g. "Files attached to the comment by Ada". */
  label?: string;
}

/** Attached files in a grid, in the server's order (oldest first). Renders nothing for none. */
export function AttachmentList({ attachments, label }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment AttachmentList_attachments on Attachment @relay(plural: true) @throwOnFieldError {
        id
        ...AttachmentItem_attachment
      }
    `,
    attachments,
  );
  if (data.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {data.map((attachment) => (
        <li key={attachment.id}>
          <AttachmentItem attachment={attachment} />
        </li>
      ))}
    </ul>
  );
}
