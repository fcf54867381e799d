import { CLAIM_REPORT_MAX_BYTES } from '@ijara/contract';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { type PickedReport, type ReportRefusal, readReport } from '../claim-files';
import styles from './claim-files.module.css';

interface PoliceReportFieldProps {
  value: PickedReport | null;
  onChange: (report: PickedReport | null) => void;
  /** The form's or the api's error, in the page's language. */
  error?: ReactNode;
}

const MEGABYTE = 1024 * 1024;

/** A theft's police report: a photo of it (resized) or its PDF, one file, replaceable and removable. */
export function PoliceReportField({ value, onChange, error }: PoliceReportFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [refusal, setRefusal] = useState<ReportRefusal | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const read = await readReport(file);
    if (typeof read === 'string') {
      setRefusal(read);
      return;
    }
    setRefusal(null);
    onChange(read);
  };
  const message = refusal ? t(`spec.${refusal}`) : error;
  return (
    <fieldset className={styles.group} aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}>
      <legend className={styles.legend}>{t('claims.form.report')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('claims.form.reportHint', { max: CLAIM_REPORT_MAX_BYTES / MEGABYTE })}
      </p>
      <ul className={styles.tiles}>
        {value && (
          <li className={value.preview ? styles.tile : styles.document}>
            {value.preview ? (
              <img src={value.preview} alt={t('claims.form.reportAlt')} className={styles.image} />
            ) : (
              <span className={styles.pdf}>
                <Icon name="document" size={22} />
                <span>{t('claims.form.reportPdf', { name: value.name })}</span>
              </span>
            )}
            <button
              type="button"
              className={styles.remove}
              aria-label={t('claims.form.removeReport')}
              onClick={() => onChange(null)}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        )}
        {!value && (
          <li className={styles.tile}>
            <label className={styles.add}>
              <Icon name="document" size={22} />
              <span>{t('claims.form.addReport')}</span>
              <input
                type="file"
                accept="image/*,application/pdf"
                className="visually-hidden"
                aria-invalid={message ? true : undefined}
                onChange={(event) => {
                  void pick(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {message && (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
