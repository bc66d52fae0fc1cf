import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDraftOwner } from './DraftOwner';
import { readDraft, writeDraft } from './drafts';
import { useUnsentForms } from './unsentForms';

export interface Draft {
  /** What the field shows: the text typed (or restored), else `original`. */
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
 * when nothing was typed: empty for a new comment or issue, the current text for an edit. Until
 * something is typed the field follows `original` (a title someone else changes meanwhile is no draft);
 * the form counts as holding unsent text (ui/unsentForms, the leave prompt) only while it differs.
 */
export function useDraft(name: string, original = ''): Draft {
  const owner = useDraftOwner();
  const forms = useUnsentForms();
  const { pathname } = useLocation();
  // What was typed (or kept from before): null while nothing was.
  const [typed, setTyped] = useState<string | null>(() => (owner === null ? null : readDraft(owner, name)));
  // One id per mounted form, for the count of forms holding unsent text.
  const [form] = useState(() => Symbol(name));
  const text = typed ?? original;
  const unsent = typed !== null && differs(typed, original);

  useEffect(() => {
    forms?.show(form, pathname, unsent);
  }, [forms, form, pathname, unsent]);
  useEffect(() => () => forms?.hide(form), [forms, form]);

  const setText = useCallback(
    (next: string) => {
      setTyped(next);
      const changed = differs(next, original);
      // At once, not in an effect: a form may send and navigate in the same event.
      forms?.mark(form, changed);
      if (owner !== null) writeDraft(owner, name, changed ? next : '');
    },
    [forms, form, name, original, owner],
  );
  const discard = useCallback(() => {
    setTyped(null);
    forms?.mark(form, false);
    if (owner !== null) writeDraft(owner, name, '');
  }, [forms, form, name, owner]);

  return { text, setText, discard, unsent };
}
