import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormErrors } from '../account/FormErrors';
import type { SortedUserErrors } from '../relay/userErrors';
import { isLabelColor } from './labelColor';
import { LabelPreview } from './LabelPreview';
import { randomLabelColor } from './randomLabelColor';

export interface LabelValues {
  name: string;
  /** Six hexadecimal digits, without `#`. */
  color: string;
  description: string;
}

export const LABEL_FIELDS = ['name', 'color', 'description'] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];

const MAX_NAME = 50;

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  preview: { minHeight: '1.5rem' },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(10rem, 1fr) 17rem minmax(10rem, 2fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  color: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  colorInput: { flexGrow: 1, minWidth: 0 },
  swatch: {
    width: '2rem',
    height: '2rem',
    padding: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    backgroundColor: 'transparent',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

interface Props {
  /** The values the form starts with. */
  initial: LabelValues;
  /** The submit button's text: "Create label", "Save changes". */
  submitLabel: string;
  /** The form's accessible name. */
  formLabel: string;
  busy: boolean;
  /** The server's objections, by field (shown beside it) and about the whole input (shown above). */
  errors: SortedUserErrors<LabelField>;
  /** Why the last request got no answer, if it did not. */
  failure: Error | null;
  onSubmit: (values: LabelValues) => void;
  onCancel: () => void;
}

/**
 * A label's name, colour (hex digits, with a colour picker and a random-colour button) and description,
 * with a live preview of the chip. The client checks what it can (a name, six hex digits); the server is
 * the authority, and its messages show beside the field they concern.
 */
export function LabelForm({ initial, submitLabel, formLabel, busy, errors, failure, onSubmit, onCancel }: Props) {
  const styles = useStyles();
  const [values, setValues] = useState(initial);
  // Messages found here before sending; null once the field is edited after a send (its message is old news).
  const [local, setLocal] = useState<Partial<Record<LabelField, string | null>>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const colorRef = useRef<HTMLInputElement>(null);
  const pickerId = useId();
  const set = (field: LabelField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setLocal((current) => ({ ...current, [field]: null }));
  };
  // The form opens on the user's request (New label, Edit): the focus goes to its first field. A moment
  // later, so that a menu the Edit came from has given the focus back to its button first.
  useEffect(() => {
    const timer = setTimeout(() => nameRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  // Esc in a field gives up, as Esc closes what was opened.
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  const message = (field: LabelField) => (local[field] === null ? undefined : (local[field] ?? errors.fields[field]));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const name = values.name.trim();
    const color = values.color.trim().replace(/^#/, '').toLowerCase();
    const problems: Partial<Record<LabelField, string>> = {};
    if (name === '') problems.name = 'Give the label a name.';
    else if (name.length > MAX_NAME) problems.name = `A name can be at most ${MAX_NAME} characters.`;
    if (!isLabelColor(color)) problems.color = 'Use six hexadecimal digits, like d73a4a.';
    setLocal(problems);
    if (problems.name) return nameRef.current?.focus();
    if (problems.color) return colorRef.current?.focus();
    onSubmit({ name, color, description: values.description.trim() });
  };

  const color = values.color.replace(/^#/, '');
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={formLabel}>
      <FormErrors errors={errors.form} failure={failure} notDone="The label was not saved." />
      <div className={styles.preview} aria-hidden="true">
        <LabelPreview name={values.name.trim() || 'Label preview'} color={color} />
      </div>
      <div className={styles.fields}>
        <Field label="Name" required validationState={message('name') ? 'error' : 'none'} validationMessage={message('name')}>
          <Input
            ref={nameRef}
            value={values.name}
            onChange={(_event, data) => set('name', data.value)}
            onKeyDown={onFieldKeyDown}
            autoComplete="off"
          />
        </Field>
        <Field label="Colour" required validationState={message('color') ? 'error' : 'none'} validationMessage={message('color')}>
          <div className={styles.color}>
            <Button
              appearance="subtle"
              icon={<ArrowClockwiseRegular />}
              aria-label="Pick a random colour"
              onClick={() => set('color', randomLabelColor())}
            />
            <Input
              ref={colorRef}
              className={styles.colorInput}
              contentBefore="#"
              value={color}
              onChange={(_event, data) => set('color', data.value.replace(/^#/, ''))}
              onKeyDown={onFieldKeyDown}
              maxLength={7}
              autoComplete="off"
              spellCheck={false}
            />
            <label htmlFor={pickerId} hidden>
              Choose a colour
            </label>
            <input
              id={pickerId}
              type="color"
              className={styles.swatch}
              value={isLabelColor(color) ? `#${color.toLowerCase()}` : '#e1e1e1'}
              onChange={(event) => set('color', event.target.value.replace(/^#/, ''))}
              title="Choose a colour"
            />
          </div>
        </Field>
        <Field label="Description" validationState={message('description') ? 'error' : 'none'} validationMessage={message('description')}>
          <Input
            value={values.description}
            onChange={(_event, data) => set('description', data.value)}
            onKeyDown={onFieldKeyDown}
            autoComplete="off"
          />
        </Field>
      </div>
      <div className={styles.actions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" appearance="primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
