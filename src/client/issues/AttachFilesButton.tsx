import { Button } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons/svg/attach';
import { useId, useRef, type ChangeEvent } from 'react';

interface Props {
  /** Called with the files chosen in the picker (never an empty list). */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * "Attach files": opens the system's file picker, several files at once. The picker is a native file
 * input, kept out of sight and out of the tab order; the button is the control people see and focus.
 */
export function AttachFilesButton({ onFiles, disabled = false }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after a failure, say) is a change too.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <>
      <Button icon={<AttachRegular />} disabled={disabled} onClick={() => inputRef.current?.click()}>
        Attach files
      </Button>
      <label htmlFor={inputId} hidden>
        Choose files to attach
      </label>
      <input id={inputId} ref={inputRef} type="file" multiple hidden disabled={disabled} onChange={onChange} />
    </>
  );
}
