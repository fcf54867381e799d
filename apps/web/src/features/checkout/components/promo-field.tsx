import { PROMO_CODE_MAX, type TPromoCheck } from '@ijara/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { controlClass, Field } from '../../../components/ui/field';
import styles from './checkout-screen.module.css';

interface PromoFieldProps {
  applied: string;
  check: TPromoCheck | null | undefined;
  onApply: (code: string) => void;
}

/** A promo code is priced only when applied; the server's message says what it gives or why not. */
export function PromoField({ applied, check, onApply }: PromoFieldProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState(applied);
  return (
    <form
      className={styles.promo}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(code.trim());
      }}
    >
      <Field
        label={t('checkout.promo')}
        error={check && !check.valid ? check.message : undefined}
        hint={check?.valid ? check.message : undefined}
      >
        {(control) => (
          <input
            {...control}
            className={controlClass}
            value={code}
            maxLength={PROMO_CODE_MAX}
            autoComplete="off"
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary">
        {t('checkout.applyPromo')}
      </Button>
    </form>
  );
}
