import type { TCard } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, DialogClose } from '../../../components/ui/dialog';
import { cardName } from '../card-name';

interface RemoveCardDialogProps {
  /** The card asked about; null keeps the dialog closed. */
  card: TCard | null;
  pending: boolean;
  /** The api's refusal, already in the page's language (e.g. the only card paying a subscription). */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Focus after closing; the removed card's button is gone, so the page decides. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** "Remove this card?" — removing cannot be undone from here, so it is asked once more. */
export function RemoveCardDialog({
  card,
  pending,
  error,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: RemoveCardDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={card !== null}
      onCloseAutoFocus={onCloseAutoFocus}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={card ? t('cards.removeTitle', { card: cardName(t, card) }) : ''}
      description={card?.active ? t('cards.removeActiveText') : t('cards.removeText')}
      actions={
        <>
          <DialogClose asChild>
            <Button disabled={pending}>{t('cards.removeCancel')}</Button>
          </DialogClose>
          <Button variant="inverse" onClick={onConfirm} pending={pending} pendingLabel={t('cards.removing')}>
            {t('cards.removeConfirm')}
          </Button>
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
    </ConfirmDialog>
  );
}
