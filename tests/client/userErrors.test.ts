// How a mutation's UserErrors reach a form (relay/userErrors.ts): beside the field they name, or above the form
// for a field it does not show or a code it says as a whole; the first field in error, in form order, gets the focus.
import { firstInvalidField, focusField, sortUserErrors, type UserErrorData } from '../../src/client/relay/userErrors';

const error = (field: readonly string[] | null | undefined, message: string, code = 'INVALID'): UserErrorData => ({ field, message, code });

test('each error goes beside the field its path starts with; several for one field are joined with a space, in order', () => {
  const sorted = sortUserErrors(
    [error(['name'], 'Too long.'), error(['slug'], 'Taken.'), error(['name', 'text'], 'Has a control character.')],
    ['name', 'slug'],
  );
  expect(sorted).toEqual({ fields: { name: 'Too long. Has a control character.', slug: 'Taken.' }, form: [] });
});

test('an error of no field, of an empty path, or of a field the form does not show goes above the form', () => {
  const errors = [error(null, 'Not allowed.'), error(undefined, 'Gone.'), error([], 'Nothing.'), error(['color'], 'Bad colour.')];
  expect(sortUserErrors(errors, ['name'])).toEqual({ fields: {}, form: errors });
});

test('a code of the form goes above it whatever field it names; other codes stay beside theirs', () => {
  const wrong = error(['password'], 'Wrong email or password.', 'INVALID_CREDENTIALS');
  const short = error(['email'], 'Enter an email address.', 'INVALID');
  expect(sortUserErrors([wrong, short], ['email', 'password'], ['INVALID_CREDENTIALS'])).toEqual({
    fields: { email: 'Enter an email address.' },
    form: [wrong],
  });
});

test('the first invalid field is the first in form order, not in the order of the errors', () => {
  const sorted = sortUserErrors([error(['slug'], 'Taken.'), error(['name'], 'Too long.')], ['name', 'slug']);
  expect(firstInvalidField(sorted, ['name', 'slug'])).toBe('name');
  expect(firstInvalidField(sorted, ['slug', 'name'])).toBe('slug');
  expect(firstInvalidField(sortUserErrors([], ['name']), ['name'])).toBeUndefined();
});

test("the focus moves to the form's control of that name; nothing happens without a form or such a control", () => {
  document.body.innerHTML = '<form><input name="name"><input name="slug"></form>';
  const form = document.querySelector('form');
  focusField(form, 'slug');
  expect(document.activeElement?.getAttribute('name')).toBe('slug');
  focusField(form, 'color');
  expect(document.activeElement?.getAttribute('name')).toBe('slug');
  expect(() => focusField(null, 'name')).not.toThrow();
});
