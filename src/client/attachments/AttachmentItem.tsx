import { Button, Caption1, Link, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { DocumentRegular } from '@fluentui/react-icons/svg/document';
import { DocumentErrorRegular } from '@fluentui/react-icons/svg/document-error';
import { WarningRegular } from '@fluentui/react-icons/svg/warning';
import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AttachmentItem_attachment$key } from '../../../__generated__/AttachmentItem_attachment.graphql';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatBytes } from '../ui/formatBytes';
import { RelativeTime } from '../ui/RelativeTime';
import { useLinkFocusRingStyles } from '../ui/useLinkFocusRingStyles';
import { useRemoveAttachmentMutation } from './useRemoveAttachmentMutation';

const THUMBNAIL = '3.5rem';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: `${THUMBNAIL} minmax(0, 1fr) auto`,
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
  },
  preview: {
    width: THUMBNAIL,
    height: THUMBNAIL,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: '1.75rem',
  },
  previewLink: {
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  missing: { color: tokens.colorPaletteDarkOrangeForeground1 },
  thumbnail: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  filename: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3, display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  unavailable: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteDarkOrangeForeground1,
    fontSize: tokens.fontSizeBase200,
  },
});

/**
 * One attached file: a thumbnail for images (linking to the full picture) or a download link, with its
 * size, type, who attached it and when. Should its `url` fail alone (an error at that path), the item says
 * "File unavailable" where the link would be. Its uploader (while a
 * member) and admins get Remove, which asks first.
 */
export function AttachmentItem({ attachment }: { attachment: AttachmentItem_attachment$key }) {
  const styles = useStyles();
  const focusRing = useLinkFocusRingStyles();
  const data = useFragment(
    graphql`
      fragment AttachmentItem_attachment on Attachment @throwOnFieldError {
        filename
        contentType
        size
        isImage
        createdAt
        id
        viewerCanRemove
        # The one field of an attachment that can fail on its own: the rest of the item still renders.
        url @catch(to: RESULT)
        uploader {
          name
        }
      }
    `,
    attachment,
  );
  const [removeAttachment, removing] = useRemoveAttachmentMutation();
  const [confirming, setConfirming] = useState(false);
  const url = data.url.ok ? (data.url.value ?? null) : null;
  const removal: ReactNode = data.viewerCanRemove && (
    <>
      <Button
        appearance="subtle"
        size="small"
        icon={<DeleteRegular />}
        aria-label={`Remove ${data.filename}`}
        title="Remove"
        disabled={removing}
        onClick={() => setConfirming(true)}
      />
      <ConfirmDialog
        open={confirming}
        title={`Remove ${data.filename}?`}
        confirmLabel="Remove file"
        onConfirm={() => {
          setConfirming(false);
          removeAttachment(data.id);
        }}
        onCancel={() => setConfirming(false)}
      >
        The file will be deleted for everyone, and the timeline will say that you removed it. This cannot be undone.
      </ConfirmDialog>
    </>
  );
  const meta = (
    <Caption1 className={styles.meta}>
      <span>{formatBytes(data.size)}</span>
      <span aria-hidden="true">·</span>
      <span>{data.contentType}</span>
      <span aria-hidden="true">·</span>
      <span>
        {data.uploader ? `${data.uploader.name}, ` : ''}
        <RelativeTime dateTime={data.createdAt} />
      </span>
    </Caption1>
  );

  if (url === null) {
    return (
      <div className={styles.root}>
        <div className={mergeClasses(styles.preview, styles.missing)} aria-hidden="true">
          <DocumentErrorRegular />
        </div>
        <div className={styles.text}>
          <Text className={styles.filename} title={data.filename}>
            {data.filename}
          </Text>
          <span className={styles.unavailable}>
            <WarningRegular aria-hidden="true" />
            File unavailable
          </span>
          {meta}
        </div>
        {removal}
      </div>
    );
  }

  return (
    <div className={styles.root}>
      {data.isImage ? (
        // Opens the full picture; the image's alt text names the link.
        <a className={mergeClasses(styles.preview, styles.previewLink)} href={url} target="_blank" rel="noopener noreferrer">
          <img className={styles.thumbnail} src={url} alt={data.filename} loading="lazy" decoding="async" />
        </a>
      ) : (
        <div className={styles.preview} aria-hidden="true">
          <DocumentRegular />
        </div>
      )}
      <div className={styles.text}>
        {data.isImage ? (
          <Text className={styles.filename} title={data.filename}>
            {data.filename}
          </Text>
        ) : (
          <Link className={mergeClasses(focusRing.ring, styles.filename)} href={url} download={data.filename} title={data.filename}>
            {data.filename}
          </Link>
        )}
        {meta}
      </div>
      {removal}
    </div>
  );
}
