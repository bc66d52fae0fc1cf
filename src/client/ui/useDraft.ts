import { useCallback, useEffect, useState } from 'react';
import { useDraftOwner } from './DraftOwner';
import { markUnsent, readDraft, writeDraft } from './drafts';

export interface Draft {
  text: string;
  /** Changes the text and keeps it as the draft (an edit that comes back to `original` is no draft). */
  setText: (text: string) => void;
  /** Once sent or given up: forgets the draft, and the text returns to `original`. */
  discard: () => void;
  /** Whether the text on screen differs from `original` (and so would be lost by leaving). */
  unsent: boolean;
}

function differs(text: string, original: string): boolean {
  return text !== original && text.trim() !== original.trim();
}

/**
 * The text of one form field, kept as a draft in the tab (ui/drafts.ts) under `name` for the signed-in
 * user (DraftOwner), and restored when the form is shown again. `original` is what the field holds
 * when nothing was typed: empty for a new comment or issue, the current text for an edit.
 */
export function useDraft(name: string, original = ''): Draft {
  const owner = useDraftOwner();
  const [text, setTextState] = useState(() => (owner === null ? null : readDraft(owner, name)) ?? original);
  // One id per mounted form, for the count of forms holding unsent text.
  const [form] = useState(() => Symbol(name));
  const unsent = differs(text, original);

  useEffect(() => {
    markUnsent(form, unsent);
  }, [form, unsent]);
  useEffect(() => () => markUnsent(form, false), [form]);

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      const changed = differs(next, original);
      // At once, not in an effect: a form may send and navigate in the same event.
      markUnsent(form, changed);
      if (owner !== null) writeDraft(owner, name, changed ? next : '');
    },
    [form, name, original, owner],
  );
  const discard = useCallback(() => {
    setTextState(original);
    markUnsent(form, false);
    if (owner !== null) writeDraft(owner, name, '');
  }, [form, name, original, owner]);

  return { text, setText, discard, unsent };
}
