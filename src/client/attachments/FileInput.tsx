import { useId, type ChangeEvent, type Ref } from 'react';
import { acceptAttribute } from './uploadPolicy';
import { useUploadPolicy } from './UploadPolicyProvider';

interface Props {
  /** The control people use opens the picker through this: `inputRef.current.click()`. */
  inputRef: Ref<HTMLInputElement>;
  /** Called with the files chosen in the picker (never an empty list). */
  onFiles: (files: File[]) => void;
  /** The input's name, for assistive technology and tests, e.g. "Choose files to attach to the issue". */
  label: string;
  disabled?: boolean;
}

/**
 * The system's file picker, several files at once, offering the types the upload policy allows. A native
 * file input kept out of sight and out of the tab order: a button or a menu item is the control people see
 * and focus, and clicks it.
 */
export function FileInput({ inputRef, onFiles, label, disabled = false }: Props) {
  const inputId = useId();
  const accept = acceptAttribute(useUploadPolicy());

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after a failure, say) is a change too.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <>
      <label htmlFor={inputId} hidden>
        {label}
      </label>
      <input id={inputId} ref={inputRef} type="file" multiple hidden accept={accept} disabled={disabled} onChange={onChange} />
    </>
  );
}
