import { Button } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons/svg/attach';
import { useRef } from 'react';
import { FileInput } from './FileInput';

interface Props {
  /** Called with the files chosen in the picker (never an empty list). */
  onFiles: (files: File[]) => void;
  /** The hidden file input's name, saying where the files go (several pickers can share a page). */
  inputLabel: string;
  disabled?: boolean;
}

/** "Attach files": opens the system's file picker (FileInput), several files at once. */
export function AttachFilesButton({ onFiles, inputLabel, disabled = false }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button icon={<AttachRegular />} disabled={disabled} onClick={() => inputRef.current?.click()}>
        Attach files
      </Button>
      <FileInput inputRef={inputRef} onFiles={onFiles} label={inputLabel} disabled={disabled} />
    </>
  );
}
