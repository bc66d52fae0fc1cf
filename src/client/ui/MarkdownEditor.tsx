import { Body1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { CompletingTextarea } from './CompletingTextarea';
import { Markdown } from './Markdown';
import { Tabs } from './Tabs';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  textarea: { minHeight: '8rem' },
  preview: {
    minHeight: '8rem',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic', margin: 0 },
});

interface Props {
  /** The field's visible label, e.g. "Add a comment". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Ctrl+Enter (⌘+Enter on a Mac) in the text area: send, as on GitHub. */
  onSubmitShortcut?: () => void;
  /** Esc in the text area: give up (an edit), as Esc closes what was opened. */
  onCancelShortcut?: () => void;
  placeholder?: string;
  /** A message beside the field (a UserError about it). */
  error?: string | undefined;
  textareaRef?: Ref<HTMLTextAreaElement>;
  disabled?: boolean;
  /** Focus the text area when it appears (an editor opened on the user's request). */
  autoFocus?: boolean;
  /** False where an enclosing drop zone lists dropped files itself (ui/CompletingTextarea.tsx). */
  dropsInline?: boolean;
}

/**
 * A Markdown text area with Write and Preview tabs: the preview renders exactly as the comment will
 * (ui/Markdown.tsx), GitHub's extensions included. Typing `#` or `@` offers issues or people
 * (ui/CompletingTextarea.tsx) where the page provides them.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  onSubmitShortcut,
  onCancelShortcut,
  placeholder,
  error,
  textareaRef,
  disabled,
  autoFocus,
  dropsInline,
}: Props) {
  const styles = useStyles();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onSubmitShortcut) {
      event.preventDefault();
      onSubmitShortcut();
    } else if (event.key === 'Escape' && onCancelShortcut) {
      event.preventDefault();
      onCancelShortcut();
    }
  };
  return (
    <div className={styles.root}>
      <Tabs
        size="small"
        label={`${label}: write or preview`}
        selected={mode}
        onSelect={setMode}
        tabs={[
          { value: 'write', id: `${id}-write`, controls: `${id}-panel`, children: 'Write' },
          { value: 'preview', id: `${id}-preview`, controls: `${id}-panel`, children: 'Preview' },
        ]}
      />
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${mode}`}>
        {mode === 'write' ? (
          <Field
            label={label}
            hint="Markdown is supported. Ctrl+Enter sends."
            validationState={error ? 'error' : 'none'}
            validationMessage={error}
          >
            <CompletingTextarea
              textareaRef={textareaRef}
              className={styles.textarea}
              value={value}
              placeholder={placeholder}
              onChange={onChange}
              dropsInline={dropsInline}
              onKeyDown={onKeyDown}
              resize="vertical"
              disabled={disabled}
              // Only when the user asked for the editor: the focus belongs in it.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={autoFocus}
            />
          </Field>
        ) : (
          <div className={styles.preview} aria-label={`${label}: preview`} role="region">
            {value.trim() ? (
              <Markdown>{value}</Markdown>
            ) : (
              <Body1 as="p" block className={styles.empty}>
                Nothing to preview.
              </Body1>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
