// Rules for text that users type, shared by every form.
import { userError, type UserErrorModel } from './userError.ts';

/** PostgreSQL text cannot hold NUL, and other C0 controls (but tab and newlines) are never meant. */
const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Half of a UTF-16 surrogate pair alone is not text: stored, it would silently turn into U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextRule {
  readonly field: string;
  readonly label: string;
  readonly required: boolean;
  readonly maxLength: number;
  /** Single-line text may not contain line breaks. */
  readonly singleLine: boolean;
}

/** The cleaned value, or the user error that explains why it is refused. */
export function checkText(value: string | null | undefined, rule: TextRule): { value: string } | { error: UserErrorModel } {
  const text = rule.singleLine ? (value ?? '').trim() : (value ?? '').replace(/\r\n?/g, '\n');
  if (rule.required && text.trim().length === 0) {
    return { error: userError(rule.field, 'REQUIRED', `${rule.label} can't be blank.`) };
  }
  if ([...text].length > rule.maxLength) {
    return {
      error: userError(rule.field, 'TOO_LONG', `${rule.label} is too long (at most ${rule.maxLength.toLocaleString('en')} characters).`),
    };
  }
  if (FORBIDDEN_CONTROLS.test(text) || LONE_SURROGATE.test(text) || (rule.singleLine && /[\n\r]/.test(text))) {
    return { error: userError(rule.field, 'INVALID', `${rule.label} contains characters that are not allowed.`) };
  }
  return { value: text };
}
