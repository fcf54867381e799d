import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Extra content under the description: an error of the last attempt, for instance. */
  children?: ReactNode;
  /** The buttons: the confirming one last, so it sits under the thumb on a phone. */
  actions: ReactNode;
  /**
   * Where focus goes on close; by default back to what opened the dialog. Call preventDefault() and
   * focus something else when that control is gone (the item the dialog removed).
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A modal question (Radix Dialog: focus trap, Escape, focus returns to the trigger). The title and
 * description are announced when it opens.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} onCloseAutoFocus={onCloseAutoFocus}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          {children}
          <div className={styles.actions}>{actions}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the dialog it sits in; wraps a button (asChild). */
export const DialogClose = RadixDialog.Close;
