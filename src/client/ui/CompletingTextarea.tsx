import { makeStyles, mergeClasses, Textarea, tokens, useMergedRefs, type TextareaProps } from '@fluentui/react-components';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { completionTokenAt, insertCompletion, type CompletionToken } from './completionToken';
import { DismissibleMessage } from './DismissibleMessage';
import { useMarkdownCompletion, type CompletionSuggestion } from './markdownCompletion';
import { markdownForFile, uploadPlaceholder, useMarkdownUpload } from './markdownUploads';
import { useVisuallyHiddenStyles } from './visuallyHidden';

/** How long typing pauses before the list is asked for: one request per pause, not one per key. */
export const COMPLETION_DELAY_MS = 150;

const useStyles = makeStyles({
  root: { position: 'relative', display: 'flex', flexDirection: 'column' },
  list: {
    position: 'absolute',
    top: '100%',
    insetInlineStart: 0,
    zIndex: 2,
    width: 'min(28rem, 100%)',
    boxSizing: 'border-box',
    margin: 0,
    marginBlockStart: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalXXS,
    listStyleType: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  option: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'baseline',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'pointer',
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    outlineOffset: '-2px',
  },
  label: { fontFamily: tokens.fontFamilyMonospace, flexShrink: 0 },
  detail: { color: tokens.colorNeutralForeground2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
});

/**
 * Where in `textarea`'s text the point (x, y) falls: the caret the browser would put there (a drop lands where the
 * pointer is, not where the caret was). Null where the browser cannot tell (no caretPositionFromPoint, or the
 * point is outside the text).
 */
function offsetAtPoint(textarea: HTMLTextAreaElement, x: number, y: number): number | null {
  // Older browsers (Safari before 26) have only the non-standard caretRangeFromPoint, which does not see into
  // a textarea: the caret is then the place.
  if (!('caretPositionFromPoint' in document)) return null;
  const position = document.caretPositionFromPoint(x, y);
  return position?.offsetNode === textarea ? Math.min(position.offset, textarea.value.length) : null;
}

type Props = Omit<TextareaProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  onChange: (value: string) => void;
  textareaRef?: Ref<HTMLTextAreaElement> | undefined;
  /**
   * Where pasted or dropped files go instead of the page's upload (ui/markdownUploads.ts): the new-issue form,
   * which has no issue to attach them to yet, keeps them with its own files.
   */
  onFiles?: ((files: File[]) => void) | undefined;
  /**
   * False where an enclosing drop zone takes dropped files for a list of its own (the comment box, a comment):
   * there a drop keeps going to that list, and only a paste writes a link.
   */
  dropsInline?: boolean | undefined;
};

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** The list on screen: the suggestions for one token, and which one the keyboard is on. */
interface Listing {
  readonly token: CompletionToken;
  readonly suggestions: readonly CompletionSuggestion[];
  readonly active: number;
}

const sameToken = (a: CompletionToken | null, b: CompletionToken | null) =>
  a !== null && b !== null && a.trigger === b.trigger && a.query === b.query && a.start === b.start;

/**
 * A Fluent text area that completes `#` (issues) and `@` (people) from the page's completion source
 * (ui/markdownCompletion.ts), as GitHub's comment box does. The focus never leaves the text area: the list is
 * tied to it by `aria-controls` and `aria-activedescendant`, ↓/↑ move in it, Enter or Tab insert `#12 ` or
 * `@ada ` in place of what was typed, Esc closes it. The text area keeps its own role (a multi-line text box,
 * with `aria-autocomplete="list"`): a combobox role would hide from screen readers that it takes paragraphs.
 * Files pasted or dropped into it are attached through the page's upload (ui/markdownUploads.ts): a placeholder
 * `[Uploading name…]` stands at the caret until the file is stored, then becomes `![name](url)` (`[name](url)`
 * for other files); a refusal removes it and says why under the text area.
 * Without a source or an upload (the page provided none) it is a plain text area.
 */
export function CompletingTextarea({
  value,
  onChange,
  textareaRef,
  onFiles,
  dropsInline = true,
  onKeyDown,
  onSelect,
  onBlur,
  ...rest
}: Props) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const source = useMarkdownCompletion();
  const upload = useMarkdownUpload();
  const own = useRef<HTMLTextAreaElement>(null);
  const ref = useMergedRefs(own, textareaRef);
  const id = useId();
  const listId = `${id}-completion`;
  const optionId = (index: number) => `${id}-completion-${index}`;

  // The token at the caret, once the user typed or moved; the list answers for it after a pause.
  const [token, setToken] = useState<CompletionToken | null>(null);
  const [listing, setListing] = useState<Listing | null>(null);
  // Where to put the caret once the text chosen from the list is in the text area.
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || own.current === null || own.current.value !== value) return;
    pendingCaret.current = null;
    own.current.setSelectionRange(caret, caret);
  }, [value]);

  useEffect(() => {
    if (source === null || token === null) return;
    let current = true;
    const timer = setTimeout(() => {
      source(token.trigger, token.query).then(
        (suggestions) => {
          // An answer for a token the user has typed past is dropped: it must not replace newer text's list.
          if (current) setListing(suggestions.length > 0 ? { token, suggestions, active: 0 } : null);
        },
        () => {
          // Completion is a convenience: a failed lookup shows no list, and typing goes on.
          if (current) setListing(null);
        },
      );
    }, COMPLETION_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, token]);

  const follow = (element: HTMLTextAreaElement) => {
    const next = completionTokenAt(element.value, element.selectionStart ?? element.value.length);
    setToken((previous) => (sameToken(previous, next) ? previous : next));
    setListing((shown) => (shown !== null && sameToken(shown.token, next) ? shown : null));
  };

  const open = listing !== null && sameToken(listing.token, token);

  const choose = (suggestion: CompletionSuggestion) => {
    const element = own.current;
    if (listing === null || element === null) return;
    const next = insertCompletion(value, listing.token, element.selectionStart ?? value.length, suggestion.insert);
    pendingCaret.current = next.caret;
    setToken(null);
    setListing(null);
    onChange(next.text);
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
    if (open && plain) {
      const count = listing.suggestions.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : count - 1;
        setListing({ ...listing, active: (listing.active + step) % count });
        return;
      }
      const suggestion = listing.suggestions[listing.active];
      if ((event.key === 'Enter' || event.key === 'Tab') && suggestion) {
        event.preventDefault();
        choose(suggestion);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list only: the editor's own Esc (give up an edit) waits for the next one.
        event.preventDefault();
        event.stopPropagation();
        setToken(null);
        setListing(null);
        return;
      }
    }
    onKeyDown?.(event);
  };

  // Uploads end after the user typed on: their placeholders are replaced in the text as it is then.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const serial = useRef(0);
  const [uploadFailure, setUploadFailure] = useState<string | null>(null);
  const takesFiles = onFiles !== undefined || upload !== null;

  /** `dropAt`: where in the text the files were dropped; a paste goes to the caret. */
  const attach = (files: File[], dropAt: number | null = null) => {
    if (onFiles !== undefined) {
      onFiles(files);
      return;
    }
    if (upload === null || own.current === null) return;
    setUploadFailure(null);
    const at = dropAt ?? own.current.selectionEnd ?? value.length;
    const placeholders = files.map((file) => uploadPlaceholder(file.name, (serial.current += 1)));
    const inserted = placeholders.join('\n');
    pendingCaret.current = at + inserted.length;
    onChange(value.slice(0, at) + inserted + value.slice(at));
    const replace = (links: readonly string[]) => {
      if (!mounted.current) return;
      let text = latest.current.value;
      placeholders.forEach((placeholder, index) => {
        text = text.replace(placeholder, links[index] ?? '');
      });
      latest.current.onChange(text);
    };
    upload(files).then(
      (stored) => replace(stored.map(markdownForFile)),
      (error: unknown) => {
        replace([]);
        if (!mounted.current) return;
        const names = files.map((file) => file.name).join(', ');
        setUploadFailure(`${names}: ${error instanceof Error ? error.message : 'the upload failed.'}`);
      },
    );
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData.files);
    // Text (or a picture the browser offers as text only) is pasted as the browser does.
    if (files.length === 0 || !takesFiles) return;
    event.preventDefault();
    attach(files);
  };
  // Files dragged over the text area are its own: the enclosing drop zone (a comment box, a form) keeps out.
  const onDragOver = (event: DragEvent<HTMLTextAreaElement>) => {
    if (!takesFiles || !dropsInline || !carriesFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    if (!takesFiles || !dropsInline || !carriesFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    attach(Array.from(event.dataTransfer.files), offsetAtPoint(event.currentTarget, event.clientX, event.clientY));
  };

  const active = open ? listing.suggestions[listing.active] : undefined;
  return (
    <div className={styles.root}>
      <Textarea
        {...rest}
        ref={ref}
        value={value}
        onChange={(event, data) => {
          onChange(data.value);
          if (source !== null) follow(event.currentTarget);
        }}
        onKeyDown={keyDown}
        onPaste={onPaste}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDrop={onDrop}
        onSelect={(event: SyntheticEvent<HTMLTextAreaElement>) => {
          if (source !== null) follow(event.currentTarget);
          onSelect?.(event);
        }}
        onBlur={(event) => {
          setToken(null);
          setListing(null);
          onBlur?.(event);
        }}
        aria-autocomplete={source === null ? undefined : 'list'}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(listing.active) : undefined}
      />
      {open && (
        <ul role="listbox" id={listId} aria-label={listing.token.trigger === '#' ? 'Issues' : 'People'} className={styles.list}>
          {listing.suggestions.map((suggestion, index) => (
            // The keyboard chooses from the text area (aria-activedescendant); the option needs only the click.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={suggestion.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === listing.active}
              className={mergeClasses(styles.option, index === listing.active && styles.active)}
              // Keeps the focus (and the caret) in the text area, which a click would otherwise blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <span className={styles.label}>{suggestion.label}</span>
              <span className={styles.detail}>{suggestion.detail}</span>
            </li>
          ))}
        </ul>
      )}
      {uploadFailure !== null && (
        <DismissibleMessage intent="error" title="The file was not attached" onDismiss={() => setUploadFailure(null)}>
          {uploadFailure}
        </DismissibleMessage>
      )}
      {/* A live region rather than role="status": the forms around it keep their one status (upload progress). */}
      <div aria-live="polite" aria-atomic="true" className={hidden.always}>
        {open
          ? `${listing.suggestions.length} ${listing.suggestions.length === 1 ? 'suggestion' : 'suggestions'}, ${active?.label ?? ''} ${active?.detail ?? ''}. Up and down arrows choose, Enter inserts, Escape closes.`
          : ''}
      </div>
    </div>
  );
}
