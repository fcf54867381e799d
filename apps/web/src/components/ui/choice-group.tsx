import { type ReactNode, type Ref, useId } from 'react';
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
  /** Nothing chosen yet: undefined. */
  value: V | undefined;
  onChange: (value: V) => void;
  /** row: side by side from 640 px; inline: side by side at every width (two or three short labels). */
  layout?: 'row' | 'list' | 'inline';
  error?: ReactNode;
  /** Gets the first radio, so a form can move focus to the group. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/** Native radio buttons dressed as cards: arrow keys, labels and focus work as in any form. */
export function ChoiceGroup<V extends string | number>({
  legend,
  choices,
  value,
  onChange,
  layout = 'row',
  error,
  inputRef,
  onBlur,
}: ChoiceGroupProps<V>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={cx(styles.options, styles[layout])}>
        {choices.map((choice, index) => (
          <label key={choice.value} className={cx(styles.option, choice.disabled && styles.disabled)}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={choice.value}
              checked={choice.value === value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              onBlur={onBlur}
              ref={index === 0 ? inputRef : undefined}
              aria-invalid={error ? true : undefined}
            />
            <span className={styles.label}>{choice.label}</span>
            {choice.detail && <span className={styles.detail}>{choice.detail}</span>}
          </label>
        ))}
      </div>
      {error && (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
