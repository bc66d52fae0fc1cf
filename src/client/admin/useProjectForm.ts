import { useState, type RefObject } from 'react';
import {
  firstInvalidField,
  focusField,
  sortUserErrors,
  withoutFieldError,
  type SortedUserErrors,
  type UserErrorData,
} from '../relay/userErrors';
import { PROJECT_FIELDS, type ProjectField, type ProjectValues } from './ProjectFields';

const NO_ERRORS: SortedUserErrors<ProjectField> = { fields: {}, form: [] };

/** The state of a project form: values, errors beside fields (focus to the first), a failed request. */
/** `formRef` is the form's: the focus moves to a field by its name (refs to each field would be read during render). */
export function useProjectForm(initial: ProjectValues, formRef: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [failure, setFailure] = useState<Error | null>(null);
  const show = (sorted: SortedUserErrors<ProjectField>) => {
    setErrors(sorted);
    const field = firstInvalidField(sorted, PROJECT_FIELDS);
    if (field !== undefined) focusField(formRef.current, field);
  };
  /** Blank name or slug, told before sending; lengths and formats are the server's. */
  const checkBlanks = (): boolean => {
    const missing: SortedUserErrors<ProjectField> = { fields: {}, form: [] };
    if (values.name.trim() === '') missing.fields.name = 'Give the project a name.';
    if (values.slug.trim() === '') missing.fields.slug = 'Choose a slug, e.g. web.';
    if (firstInvalidField(missing, PROJECT_FIELDS) === undefined) return true;
    show(missing);
    return false;
  };
  return {
    values,
    /** New values; a field that changed loses its message. */
    setValues: (next: ProjectValues) => {
      setValues(next);
      setErrors((current) =>
        PROJECT_FIELDS.reduce((kept, field) => (next[field] === values[field] ? kept : withoutFieldError(kept, field)), current),
      );
    },
    errors,
    failure,
    setFailure,
    checkBlanks,
    clearErrors: () => {
      setErrors(NO_ERRORS);
      setFailure(null);
    },
    showServerErrors: (serverErrors: readonly UserErrorData[]) => show(sortUserErrors(serverErrors, PROJECT_FIELDS)),
  };
}
