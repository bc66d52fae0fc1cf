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
import { RELATION_CHOICES, type IssueRelationType } from './relationTypes';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  results: { minHeight: '12rem', maxHeight: '18rem', overflowY: 'auto' },
  title: { overflowWrap: 'anywhere' },
  number: { color: tokens.colorNeutralForeground3, marginInlineEnd: tokens.spacingHorizontalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** How long typing must pause before the search is asked, as in the editor's completion. */
const SEARCH_DELAY_MS = 150;

interface Props {
  /** The dialog's heading, e.g. "Add a relation" or "Close as a duplicate of…". */
  title: string;
  /** The issue being edited, left out of the results. */
  issueId: string;
  /** The project whose issues are searched. */
  projectSlug: string;
  /** Offer the relation types (blocked by, blocks, relates to, duplicate of); without it, only the issue is chosen. */
  chooseType?: boolean;
  /** The button that does it, named by what it does ("Add relation", "Close as duplicate"). */
  confirmLabel: string;
  /** Why the server refused the last choice; shown under the results. */
  error: string | null;
  busy: boolean;
  onConfirm: (issueId: string, type: IssueRelationType) => void;
  onCancel: () => void;
}

/**
 * Chooses another issue of the project: a search by number or title (the editor's `#` completion's lookup:
 * `12` finds #12 first, words search titles, descriptions and comments), the results as radio buttons, and
 * for relations the type. Loaded when first opened.
 */
export function IssuePickerDialog({ title, issueId, projectSlug, chooseType, confirmLabel, error, busy, onConfirm, onCancel }: Props) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [typed, setTyped] = useState('');
  const [type, setType] = useState<IssueRelationType>(chooseType ? 'BLOCKED_BY' : 'DUPLICATE_OF');
  const [results, setResults] = useState<readonly CompletionSuggestion[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const resultsLabel = useId();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const words = typed.trim().replace(/^#/, '');
      void import('../references/suggestReferences')
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
    if (chosen) onConfirm(chosen, type);
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {chooseType && (
                <Field label="Relation">
                  <Select value={type} onChange={(_event, data) => setType(data.value as IssueRelationType)}>
                    {RELATION_CHOICES.map((choice) => (
                      <option key={choice.type} value={choice.type}>
                        {choice.label}
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
                    {results.map((issue) => (
                      <Radio
                        key={issue.key}
                        value={issue.key}
                        label={
                          <span className={styles.title}>
                            <span className={styles.number}>{issue.label}</span>
                            {issue.detail}
                          </span>
                        }
                      />
                    ))}
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
