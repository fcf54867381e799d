import {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_KINDS,
  CLAIM_REPORT_HOURS,
  type SpecTextKey,
  type TClaim,
  type TClaimKind,
  type TSubscription,
} from '@ijara/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { controlClass, Field } from '../../../components/ui/field';
import { newIdempotencyKey } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useCreateClaim } from '../api/create-claim';
import {
  apiFieldErrors,
  type ClaimField,
  type ClaimFormValues,
  claimRequest,
  isLate,
  localDate,
} from '../claim-form-values';
import { ClaimCostBox } from './claim-cost-box';
import styles from './claim-form.module.css';
import { ClaimPhotos } from './claim-photos';
import { PoliceReportField } from './police-report-field';

interface ClaimFormProps {
  subscription: TSubscription;
  /** The claim was filed: the page shows its success. */
  onFiled: (claim: TClaim) => void;
  /** The clock (tests set it). */
  now?: () => Date;
}

const EMPTY: ClaimFormValues = {
  kind: undefined,
  date: '',
  time: '',
  description: '',
  photos: [],
  report: null,
};

/**
 * The report of a device broken, lost or stolen (docs/decisions/059): what happened, when (not in the
 * future), a description, up to five photos and for a theft the police report — and, before it is
 * sent, what the client's cover means in som for this device. One Idempotency-Key per report: a second
 * click or a retry after a lost answer files it once.
 */
export function ClaimForm({ subscription, onFiled, now = () => new Date() }: ClaimFormProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateClaim();
  const [values, setValues] = useState<ClaimFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ClaimField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const keyRef = useRef<string | null>(null);
  const sending = useRef(false);
  const kindRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const filesRef = useRef<HTMLDivElement>(null);
  const today = localDate(now());
  const late = isLate(values, now());

  // Other answers are another report: the same key with other parameters would be refused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key follows every answer
  useEffect(() => {
    keyRef.current = null;
  }, [values]);

  const set = <K extends keyof ClaimFormValues>(name: K, value: ClaimFormValues[K]) => {
    setValues((before) => ({ ...before, [name]: value }));
    const field: ClaimField =
      name === 'date' || name === 'time'
        ? 'happenedAt'
        : name === 'report'
          ? 'policeReport'
          : (name as ClaimField);
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  const text = (key: string) =>
    i18n.exists(`spec.${key}`) ? t(`spec.${key as SpecTextKey}`) : t('spec.incorrectInfo');

  const focusFirst = (fields: Partial<Record<ClaimField, string>>) => {
    const order: ClaimField[] = ['kind', 'happenedAt', 'description', 'photos', 'policeReport'];
    const first = order.find((name) => fields[name]);
    if (first === 'kind') kindRef.current?.focus();
    else if (first === 'happenedAt') dateRef.current?.focus();
    else if (first === 'description') descriptionRef.current?.focus();
    else if (first) {
      const inputs = filesRef.current?.querySelectorAll('input') ?? [];
      inputs[first === 'photos' ? 0 : inputs.length - 1]?.focus();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const checked = claimRequest(subscription.id, values, now());
    if (checked.errors) {
      const shown = Object.fromEntries(
        Object.entries(checked.errors).map(([name, key]) => [name, text(key)]),
      );
      setErrors(shown);
      focusFirst(shown);
      return;
    }
    setErrors({});
    const key = keyRef.current ?? newIdempotencyKey();
    keyRef.current = key;
    sending.current = true;
    create.mutate(
      { body: checked.body, key },
      {
        onSuccess: ({ claim }) => onFiled(claim),
        onError: (error) => {
          // An answer that was given is kept for its key: the next try is a new report with a new key.
          // A lost answer (the network, a 5xx) keeps the key, so a retry cannot file it twice.
          if (isApiError(error) && error.status > 0 && error.status < 500) keyRef.current = null;
          const placed = isApiError(error) ? apiFieldErrors(error.fields) : {};
          setErrors(placed);
          if (Object.keys(placed).length > 0) focusFirst(placed);
          else setFailure(error.message);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('claims.form.label')}>
      <div className={styles.main}>
        <ChoiceGroup<TClaimKind>
          legend={t('claims.form.kind')}
          choices={CLAIM_KINDS.map((kind) => ({
            value: kind,
            label: t(`claims.kinds.${kind}`),
            detail: t(`claims.kindDetails.${kind}`),
          }))}
          layout="list"
          value={values.kind}
          onChange={(kind) => set('kind', kind)}
          error={errors.kind}
          inputRef={kindRef}
        />

        <fieldset
          className={styles.when}
          aria-describedby={errors.happenedAt ? 'claim-when-error' : 'claim-when-hint'}
        >
          <legend className={styles.legend}>{t('claims.form.when')}</legend>
          <div className={styles.whenFields}>
            <Field label={t('claims.form.date')}>
              {(ids) => (
                <input
                  {...ids}
                  ref={dateRef}
                  type="date"
                  className={controlClass}
                  max={today}
                  value={values.date}
                  aria-invalid={errors.happenedAt ? true : undefined}
                  onChange={(event) => set('date', event.target.value)}
                />
              )}
            </Field>
            <Field label={t('claims.form.time')}>
              {(ids) => (
                <input
                  {...ids}
                  type="time"
                  className={controlClass}
                  value={values.time}
                  aria-invalid={errors.happenedAt ? true : undefined}
                  onChange={(event) => set('time', event.target.value)}
                />
              )}
            </Field>
          </div>
          {errors.happenedAt ? (
            <p id="claim-when-error" className={styles.error}>
              {errors.happenedAt}
            </p>
          ) : (
            <p id="claim-when-hint" className={styles.hint}>
              {t('claims.form.whenHint', { hours: CLAIM_REPORT_HOURS })}
            </p>
          )}
        </fieldset>

        <Field
          label={t('claims.form.description')}
          hint={t('claims.form.descriptionHint', { max: CLAIM_DESCRIPTION_MAX })}
          error={errors.description}
        >
          {(ids) => (
            <textarea
              {...ids}
              ref={descriptionRef}
              className={`${controlClass} ${styles.textarea}`}
              rows={4}
              maxLength={CLAIM_DESCRIPTION_MAX}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        </Field>

        <div ref={filesRef} className={styles.files}>
          <ClaimPhotos
            photos={values.photos}
            onChange={(update) => {
              setValues((before) => ({ ...before, photos: update(before.photos) }));
              setErrors(({ photos: _, ...rest }) => rest);
            }}
            error={errors.photos}
          />
          {values.kind === 'stolen' && (
            <PoliceReportField
              value={values.report}
              onChange={(report) => set('report', report)}
              error={errors.policeReport}
            />
          )}
        </div>
      </div>

      <div className={styles.cost}>
        <ClaimCostBox
          kind={values.kind}
          insured={subscription.insurance}
          value={subscription.deviceValue}
          late={late}
        />
      </div>

      <div className={styles.footer}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          pending={create.isPending}
          pendingLabel={t('claims.form.sending')}
        >
          {t('claims.form.submit')}
        </Button>
      </div>
    </form>
  );
}
