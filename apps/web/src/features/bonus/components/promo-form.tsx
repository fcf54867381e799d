import { formatMoney, PROMO_CODE_MAX } from '@ijara/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { besideControlClass, controlClass, Field } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/locale';
import { useRedeemPromo } from '../api/redeem-promo';
import styles from './promo-form.module.css';

/** A bonus promo code (bonus/promo/): the points it gave, or the api's reason why not, under the field. */
export function PromoForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const redeem = useRedeemPromo();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [credited, setCredited] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const promo = code.trim();
    setCredited(null);
    if (promo === '') {
      setError(t('spec.fieldRequired'));
      return;
    }
    setError(null);
    redeem.mutate(promo, {
      onSuccess: (answer) => {
        setCode('');
        setCredited(
          t('bonus.promo.credited', {
            amount: formatMoney(answer.credited, locale),
            code: promo.toUpperCase(),
          }),
        );
      },
      onError: (failure) =>
        setError(isApiError(failure) ? (failure.fields.promo ?? failure.message) : failure.message),
    });
  };

  return (
    <Card id="bonus-promo" title={t('bonus.promo.title')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field label={t('bonus.promo.label')} error={error ?? undefined} hint={t('bonus.promo.hint')}>
          {(control) => (
            <input
              {...control}
              className={`${controlClass} ${styles.input}`}
              value={code}
              maxLength={PROMO_CODE_MAX}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </Field>
        <Button
          type="submit"
          variant="primary"
          className={besideControlClass}
          pending={redeem.isPending}
          pendingLabel={t('bonus.promo.applying')}
        >
          {t('bonus.promo.apply')}
        </Button>
      </form>
      {credited && <Alert tone="success">{credited}</Alert>}
    </Card>
  );
}
