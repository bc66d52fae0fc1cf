// Expected failures of a mutation are data (design.md §2): each UserError names the input
// field at fault, and the form shows its message beside that field.
import { graphql } from 'relay-runtime';

/**
 * The one selection of a payload's UserErrors: every mutation spreads it, unmasked, on its `errors`
 * (`errors { ...userErrors_errors @relay(mask: false) }`), so each hook reads the same three fields.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- relay-compiler reads it; no code does (it is unmasked)
graphql`
  fragment userErrors_errors on UserError @relay(plural: true) {
    field
    message
    code
  }
`;

/** One UserError as the mutations select it (userErrors_errors: field, message, code). */
export interface UserErrorData {
  readonly field?: ReadonlyArray<string> | null;
  readonly message: string;
  readonly code: string;
}

export interface SortedUserErrors<F extends string> {
  /** The message for each field of the form, several joined with a space. */
  fields: Partial<Record<F, string>>;
  /** Errors about the input as a whole, or about a field the form does not show. */
  form: UserErrorData[];
}

/**
 * Sorts `errors` into those shown beside one of `fields` and those shown above the form. Errors whose
 * code is in `formCodes` go above the form whatever field they name: a sign-in form says "wrong email
 * or password" for both, never which of the two was wrong.
 */
export function sortUserErrors<F extends string>(
  errors: readonly UserErrorData[],
  fields: readonly F[],
  formCodes: readonly string[] = [],
): SortedUserErrors<F> {
  const sorted: SortedUserErrors<F> = { fields: {}, form: [] };
  for (const error of errors) {
    const field = fields.find((name) => name === error.field?.[0]);
    if (field === undefined || formCodes.includes(error.code)) {
      sorted.form.push(error);
    } else {
      const previous = sorted.fields[field];
      sorted.fields[field] = previous ? `${previous} ${error.message}` : error.message;
    }
  }
  return sorted;
}

/** The first of `fields` (in form order) that has a message, to move the focus to. */
export function firstInvalidField<F extends string>(sorted: SortedUserErrors<F>, fields: readonly F[]): F | undefined {
  return fields.find((field) => sorted.fields[field] !== undefined);
}

/**
 * `sorted` without the message beside `field`: a field's message is about what the field held when the form was
 * sent, so it goes as soon as the field is edited again (issue 15). The same object when there is none, so that
 * typing on does not render the form again for nothing.
 */
export function withoutFieldError<F extends string>(sorted: SortedUserErrors<F>, field: F): SortedUserErrors<F> {
  if (sorted.fields[field] === undefined) return sorted;
  const fields = { ...sorted.fields };
  delete fields[field];
  return { fields, form: sorted.form };
}

/** Moves the focus to the control of `form` named `field` (the `name` attribute of its input). */
export function focusField(form: HTMLFormElement | null, field: string): void {
  const control = form?.elements.namedItem(field);
  if (control instanceof HTMLElement) control.focus();
}
