// Rules for text that users type, shared by every form (titles, names, descriptions, bodies, comments).
//
// What Triage accepts as text:
// - Unicode in NFC: the same characters typed on two systems compare and search as equal.
// - Leading and trailing white space and invisible characters are trimmed from single-line text; a value of
//   nothing but such characters (a BOM, zero-width spaces or joiners) is blank. Inside the text they stay:
//   a zero-width joiner holds emoji sequences together.
// - No control characters but tab and line breaks (PostgreSQL text cannot hold NUL at all; the GraphQL
//   edge refuses a NUL anywhere in a request before this, see graphql/nulCharacterGuard.ts), and no lone
//   UTF-16 surrogates (stored, they would silently become U+FFFD).
// - No bidirectional embedding, override or isolate controls in single-line text: a title or a name shows
//   among other text in lists, where an override could make it read as something else (the "Trojan
//   Source" trick). Multi-line text (Markdown) may hold them: it is shown in blocks of its own.
import { userError, type UserErrorModel } from './userError.ts';

const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
/** White space (`\s` includes the BOM) and the characters that take no room: soft hyphen, zero-width space, (non-)joiners, word joiner. */
const INVISIBLE_AT_START = /^[\s\u00ad\u200b-\u200d\u2060]+/;
const INVISIBLE_AT_END = /[\s\u00ad\u200b-\u200d\u2060]+$/;

export interface TextRule {
  readonly field: string;
  readonly label: string;
  readonly required: boolean;
  readonly maxLength: number;
  /** Single-line text may not contain line breaks. */
  readonly singleLine: boolean;
}

const trimInvisible = (text: string) => text.replace(INVISIBLE_AT_START, '').replace(INVISIBLE_AT_END, '');

/** The cleaned value, or the user error that explains why it is refused. */
export function checkText(value: string | null | undefined, rule: TextRule): { value: string } | { error: UserErrorModel } {
  const typed = value ?? '';
  if (LONE_SURROGATE.test(typed)) {
    return { error: userError(rule.field, 'INVALID', `${rule.label} contains characters that are not allowed.`) };
  }
  const normalized = typed.normalize('NFC');
  const text = rule.singleLine ? trimInvisible(normalized) : normalized.replace(/\r\n?/g, '\n');
  if (rule.required && trimInvisible(text).length === 0) {
    return { error: userError(rule.field, 'REQUIRED', `${rule.label} can't be blank.`) };
  }
  if ([...text].length > rule.maxLength) {
    return {
      error: userError(rule.field, 'TOO_LONG', `${rule.label} is too long (at most ${rule.maxLength.toLocaleString('en')} characters).`),
    };
  }
  if (FORBIDDEN_CONTROLS.test(text) || (rule.singleLine && /[\n\r]/.test(text))) {
    return { error: userError(rule.field, 'INVALID', `${rule.label} contains characters that are not allowed.`) };
  }
  if (rule.singleLine && BIDI_CONTROLS.test(text)) {
    return {
      error: userError(
        rule.field,
        'INVALID',
        `${rule.label} contains right-to-left or left-to-right override characters, which could make it read as something else.`,
      ),
    };
  }
  return { value: text };
}
