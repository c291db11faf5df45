import { type ReactNode, useRef } from 'react';

export interface FilePickerProps {
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The input's accessible name (tests and screen readers find the picker by it). */
  label: string;
  onFiles(files: File[]): void;
  /** Renders the clickable face; call `open` to show the browser's chooser. */
  children(open: () => void): ReactNode;
}

/** A real, hidden <input type="file"> behind any face (tile, button), so keyboard, tests and Playwright can use it. */
export function FilePicker({ accept, multiple, disabled, label, onFiles, children }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
      {children(() => input.current?.click())}
    </>
  );
}
