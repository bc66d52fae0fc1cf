import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { CompletionSuggestion } from '../ui/markdownCompletion';
import { useFocusReturnsToOpener } from '../ui/useFocusReturnsToOpener';
import { useTabsterForThePageLife } from '../ui/useTabsterForThePageLife';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  results: { minHeight: '12rem', maxHeight: '18rem', overflowY: 'auto' },
  title: { overflowWrap: 'anywhere' },
  number: { color: tokens.colorNeutralForeground3, marginInlineEnd: tokens.spacingHorizontalXS },
  taken: { color: tokens.colorNeutralForeground3, marginInlineStart: tokens.spacingHorizontalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** How long typing must pause before the search is asked, as in the editor's completion. */
const SEARCH_DELAY_MS = 150;

interface Props<T extends string> {
  /** The dialog's heading, e.g. "Add a relation" or "Close as a duplicate of…". */
  title: string;
  /** The issue being edited, left out of the results. */
  issueId: string;
  /** The project whose issues are searched. */
  projectSlug: string;
  /** What to choose besides the issue (a relation's type), the first chosen at first; without it, only the issue. */
  choices?: { readonly label: string; readonly options: readonly { readonly value: T; readonly label: string }[] };
  /**
   * Issues already linked as this picker would link them (relations, sub-issues), by id, each with why: listed
   * but not offered again.
   */
  taken?: ReadonlyMap<string, string>;
  /** The button that does it, named by what it does ("Add relation", "Close as duplicate"). */
  confirmLabel: string;
  /** Why the server refused the last choice; shown under the results. */
  error: string | null;
  busy: boolean;
  onConfirm: (issueId: string, choice: T | null) => void;
  onCancel: () => void;
}

/**
 * Chooses another issue of the project: a search by number or title (the editor's `#` completion's lookup:
 * `12` finds #12 first, words search titles, descriptions and comments), the results as radio buttons, and
 * optionally one more choice (a relation's type). Loaded when first opened.
 */
export function IssuePickerDialog<T extends string>({
  title,
  issueId,
  projectSlug,
  choices,
  taken,
  confirmLabel,
  error,
  busy,
  onConfirm,
  onCancel,
}: Props<T>) {
  useTabsterForThePageLife();
  useFocusReturnsToOpener(true);
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [typed, setTyped] = useState('');
  const [choice, setChoice] = useState<T | null>(choices?.options[0]?.value ?? null);
  const [results, setResults] = useState<readonly CompletionSuggestion[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const resultsLabel = useId();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const words = typed.trim().replace(/^#/, '');
      void import('./suggestReferences')
        .then(({ suggestReferences }) => suggestReferences(environment, projectSlug, '#', words))
        .then((found) => {
          // A slower answer to an older search never replaces a newer one.
          if (current) setResults(found.filter((issue) => issue.key !== issueId));
        })
        .catch(() => current && setResults([]));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, issueId, projectSlug, typed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through the portal: opened from the comment box, this submit would send its form too.
    event.stopPropagation();
    if (chosen) onConfirm(chosen, choice);
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {choices && (
                <Field label={choices.label}>
                  <Select
                    value={choice ?? ''}
                    onChange={(_event, data) => setChoice(choices.options.find((option) => option.value === data.value)?.value ?? null)}
                  >
                    {choices.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              <Field label="Find an issue by number or title">
                <Input
                  type="search"
                  contentBefore={<SearchRegular />}
                  value={typed}
                  onChange={(_event, data) => setTyped(data.value)}
                  placeholder="#12 or words of its title"
                />
              </Field>
              <div className={styles.results} aria-live="polite">
                <Text id={resultsLabel} weight="semibold" block>
                  {results === null ? 'Searching…' : results.length === 0 ? 'No issues found' : 'Issues'}
                </Text>
                {results === null ? (
                  <Spinner size="tiny" />
                ) : (
                  <RadioGroup aria-labelledby={resultsLabel} value={chosen ?? ''} onChange={(_event, data) => setChosen(data.value)}>
                    {results.map((issue) => {
                      const why = taken?.get(issue.key);
                      return (
                        <Radio
                          key={issue.key}
                          value={issue.key}
                          disabled={why !== undefined}
                          label={
                            <span className={styles.title}>
                              <span className={styles.number}>{issue.label}</span>
                              {issue.detail}
                              {why !== undefined && <span className={styles.taken}>({why})</span>}
                            </span>
                          }
                        />
                      );
                    })}
                  </RadioGroup>
                )}
              </div>
              {error && (
                <Text role="alert" className={styles.error}>
                  {error}
                </Text>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onCancel}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={chosen === null || busy}>
                {confirmLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
