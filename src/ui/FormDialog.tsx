import { Modal, type ModalProps, Stack } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, type ReactNode, useRef } from 'react';
import { confirmAction } from './confirm';
import { DialogButtons } from './DialogButtons';

interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving?: boolean;
  /** Something was typed or chosen and not saved (the form is dirty): closing by Esc, × or a click outside asks first. */
  dirty?: boolean;
  children: ReactNode;
}

const UNSAVED_CLOSE_QUESTION = '有未保存的内容，确定关闭吗？';

/**
 * A field's own popup is open, so Esc is its to close, not the dialog's: a select list, a menu or a picker with
 * roles (its field says aria-expanded), the popup itself (portalled outside the dialog), or DateInput's calendar
 * (no roles; mounted only while open).
 */
const popupOpen = (target: EventTarget, dialog: HTMLElement | null): boolean =>
  (target instanceof Element && target.getAttribute('aria-expanded') === 'true') ||
  (target instanceof Node && !!dialog && !dialog.contains(target)) ||
  document.querySelector('[data-dates-dropdown]') !== null;

/**
 * An add/edit dialog in the house style: the fields, then 取消 and 确定 at the bottom right. Esc closes a field's
 * popup first (the date picker), then the dialog; with unsaved input, Esc, × and a click outside ask 确定/取消 before
 * anything typed is lost. 取消 is the explicit way to discard.
 */
export function FormDialog({ opened, onClose, title, size = 'lg', onSubmit, saving, dirty = false, children }: FormDialogProps) {
  const root = useRef<HTMLDivElement>(null);
  const asking = useRef(false);

  const requestClose = async () => {
    if (asking.current) return;
    if (dirty) {
      asking.current = true;
      const sure = await confirmAction({ message: UNSAVED_CLOSE_QUESTION }).finally(() => {
        asking.current = false;
      });
      if (!sure) return;
    }
    onClose();
  };

  // Looked at in the capture phase, before the field's own handler closes its popup (some do so synchronously).
  const onKeyDownCapture = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.nativeEvent.isComposing || popupOpen(e.target, root.current)) return;
    void requestClose();
  };

  return (
    <Modal
      ref={root}
      opened={opened}
      onClose={() => void requestClose()}
      title={title}
      size={size}
      centered
      closeOnEscape={false}
      onKeyDownCapture={onKeyDownCapture}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <DialogButtons onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
