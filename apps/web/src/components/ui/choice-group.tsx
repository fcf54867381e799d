import { type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';
import styles from './choice-group.module.css';

export interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
  detail?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps<V extends string | number> {
  legend: ReactNode;
  choices: Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  layout?: 'row' | 'list';
}

/** Native radio buttons dressed as cards: arrow keys, labels and focus work as in any form. */
export function ChoiceGroup<V extends string | number>({
  legend,
  choices,
  value,
  onChange,
  layout = 'row',
}: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={cx(styles.options, styles[layout])}>
        {choices.map((choice) => (
          <label key={choice.value} className={cx(styles.option, choice.disabled && styles.disabled)}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={choice.value}
              checked={choice.value === value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            <span className={styles.label}>{choice.label}</span>
            {choice.detail && <span className={styles.detail}>{choice.detail}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
