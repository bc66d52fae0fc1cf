import { Avatar, Button, Caption1, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AvatarForm_viewer$key } from '../../../__generated__/AvatarForm_viewer.graphql';
import { FormErrors } from './FormErrors';
import { useRemoveAvatarMutation } from './useRemoveAvatarMutation';
import { useUpdateAvatarMutation } from './useUpdateAvatarMutation';
import type { UserErrorData } from '../relay/userErrors';

/** What the server takes (domain/avatars.ts); checked here first only to spare sending an obvious mistake. */
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
  // The file input is driven by the button: the button is what people see and what the keyboard reaches.
  file: { display: 'none' },
});

interface Problem {
  /** A problem with the picture itself, said under it. */
  field: string | null;
  errors: readonly UserErrorData[];
  failure: Error | null;
}

/** The viewer's picture: upload one (cropped to a square by the server), or go back to the generated one. */
export function AvatarForm({ viewer }: { viewer: AvatarForm_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment AvatarForm_viewer on User @throwOnFieldError {
        name
        avatarUrl
        hasUploadedAvatar
      }
    `,
    viewer,
  );
  const [update, uploading] = useUpdateAvatarMutation();
  const [remove, removing] = useRemoveAvatarMutation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = uploading || removing;

  const onFile = (file: File | undefined) => {
    setProblem(null);
    setDone(null);
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type)) {
      setProblem({ field: 'Choose a PNG, JPEG or WebP picture.', errors: [], failure: null });
      return;
    }
    if (file.size > MAX_BYTES) {
      setProblem({ field: 'The picture is larger than 5 MB.', errors: [], failure: null });
      return;
    }
    update(file, {
      onOutcome: (outcome) => {
        if (outcome.kind === 'saved') {
          setDone('Your new picture is saved.');
          return;
        }
        const onImage = outcome.errors.filter((e) => e.field?.[0] === 'image');
        setProblem({
          field: onImage.map((e) => e.message).join(' ') || null,
          errors: outcome.errors.filter((e) => e.field?.[0] !== 'image'),
          failure: null,
        });
      },
      onError: (failure) => setProblem({ field: null, errors: [], failure }),
    });
  };

  return (
    <section className={styles.root} aria-labelledby="avatar-title">
      <Text id="avatar-title" weight="semibold">
        Picture
      </Text>
      {problem && (problem.errors.length > 0 || problem.failure) && (
        <FormErrors errors={problem.errors} failure={problem.failure} notDone="Your picture was not changed." />
      )}
      {done && (
        <MessageBar intent="success">
          <MessageBarBody>{done}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Avatar name={data.name} image={{ src: data.avatarUrl }} size={72} />
        <div className={styles.actions}>
          <input
            ref={input}
            className={styles.file}
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            aria-label="Picture file"
            tabIndex={-1}
            onChange={(event) => {
              onFile(event.currentTarget.files?.[0]);
              // The same file chosen again is a new choice.
              event.currentTarget.value = '';
            }}
          />
          <Button disabled={busy} onClick={() => input.current?.click()}>
            {uploading ? 'Uploading…' : data.hasUploadedAvatar ? 'Change picture' : 'Upload a picture'}
          </Button>
          {data.hasUploadedAvatar && (
            <Button
              appearance="subtle"
              disabled={busy}
              onClick={() => {
                setProblem(null);
                setDone(null);
                remove({
                  onOutcome: (outcome) =>
                    outcome.kind === 'saved'
                      ? setDone('Your picture is removed: your initials are shown instead.')
                      : setProblem({ field: null, errors: outcome.errors, failure: null }),
                  onError: (failure) => setProblem({ field: null, errors: [], failure }),
                });
              }}
            >
              {removing ? 'Removing…' : 'Remove picture'}
            </Button>
          )}
        </div>
      </div>
      {problem?.field ? (
        <Caption1 role="alert" className={styles.error}>
          {problem.field}
        </Caption1>
      ) : (
        <Caption1 className={styles.hint}>PNG, JPEG or WebP, at most 5 MB. It is cropped to a square.</Caption1>
      )}
    </section>
  );
}
