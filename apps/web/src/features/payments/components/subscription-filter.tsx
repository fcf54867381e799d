import { useTranslation } from 'react-i18next';
import { controlClass, Field, selectClass } from '../../../components/ui/field';
import styles from './subscription-filter.module.css';

export interface SubscriptionOption {
  id: number;
  label: string;
}

interface SubscriptionFilterProps {
  options: SubscriptionOption[];
  /** null shows every payment. */
  value: number | null;
  onChange: (value: number | null) => void;
}

/** A native select: keyboard, screen readers and phones' pickers work as everywhere. */
export function SubscriptionFilter({ options, value, onChange }: SubscriptionFilterProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.filter}>
      <Field label={t('payments.filterLabel')}>
        {(ids) => (
          <select
            {...ids}
            className={`${controlClass} ${selectClass}`}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{t('payments.allSubscriptions')}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
