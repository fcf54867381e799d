import { buildPath, formatMoney, type TSubscription, todayInBishkek } from '@ijara/contract';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { useLocale } from '../../../lib/locale';
import { stateOf } from '../subscription-state';
import { BUYOUT_SECTION_ID, Buyout, buyoutOffered } from './buyout';
import { CancelOrder } from './cancel-order';
import { ContractLink } from './contract-link';
import { HandoverRecord } from './handover-record';
import { PauseAllowance } from './pause-allowance';
import { StatusSummary } from './status-summary';
import { SubscriptionActions } from './subscription-actions';
import styles from './subscription-detail.module.css';
import { SubscriptionDates, SubscriptionTerms } from './subscription-facts';
import { SubscriptionStatusBadge } from './subscription-status-badge';
import { TermEnd } from './term-end';
import { TermEndChoices } from './term-end-choices';

interface SubscriptionDetailProps {
  subscription: TSubscription;
  /** The device picture (the catalogue draws it). */
  media: ReactNode;
  /** This subscription's payments (the payments feature draws them). */
  payments: ReactNode;
  /** Today in Bishkek; the dialogs count their dates from it. */
  today?: string;
  /** An order waiting for its hand-over: what was paid for it and not refunded (null while unknown). */
  paid?: number | null;
  /**
   * Damage, loss or theft (the claims feature draws it): the subscription's claims and the way to report
   * one; null when there is nothing to show.
   */
  claims?: ReactNode;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /subscriptions/{id}/: every field of SPEC.md §3, the pauses, the payments and the changes the state allows. */
export function SubscriptionDetail({
  subscription,
  media,
  payments,
  today = todayInBishkek(),
  paid = null,
  claims = null,
}: SubscriptionDetailProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const buyoutRef = useRef<HTMLDivElement>(null);
  const state = stateOf(subscription.status);
  // Pauses count from the hand-over: an order still waiting for it has none to show.
  const showPauses = subscription.pause && (state === 'active' || state === 'paused');
  const termEnd = subscription.termEnd;
  // Buying the device out (docs/decisions/055): offered while it is out, and its receipt once done.
  const showBuyout = buyoutOffered(subscription.status) || state === 'boughtOut';

  return (
    <article className={styles.detail} aria-labelledby="subscription-title">
      <BackLink to={buildPath('subscriptions', {}, locale)}>{t('subscriptions.backToList')}</BackLink>

      <header className={styles.hero}>
        <div className={styles.media}>{media}</div>
        <div className={styles.heading}>
          <div className={styles.meta}>
            <SubscriptionStatusBadge status={subscription.status} />
            <span className={styles.number}>{t('subscriptions.number', { id: subscription.id })}</span>
          </div>
          <h1 id="subscription-title" className={styles.title}>
            {subscription.model.name}
          </h1>
          <p className={styles.specs}>{subscription.model.specs}</p>
        </div>
        <div className={styles.state}>
          <p className={styles.price}>
            {t('subscriptions.perMonth', { amount: formatMoney(subscription.total, locale) })}
          </p>
          <StatusSummary subscription={subscription} className={styles.summary} />
          {state === 'created' ? (
            <CancelOrder
              subscription={subscription}
              paid={paid}
              onCancelled={setNotice}
              focusAfterChange={() => noticeRef.current?.focus()}
            />
          ) : (
            <SubscriptionActions
              subscription={subscription}
              today={today}
              onChanged={setNotice}
              focusAfterChange={() => noticeRef.current?.focus()}
              showBuyout={
                buyoutOffered(subscription.status)
                  ? () => {
                      buyoutRef.current?.scrollIntoView({ block: 'start' });
                      buyoutRef.current?.focus({ preventScroll: true });
                    }
                  : undefined
              }
            />
          )}
        </div>
      </header>

      <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>

      <div className={styles.columns}>
        <div className={styles.column}>
          {termEnd?.choices && (
            <Section id="subscription-term-choices" title={t('subscriptions.choices.title')}>
              <TermEndChoices
                subscription={subscription}
                onExtended={(message) => {
                  setNotice(message);
                  noticeRef.current?.focus();
                }}
              />
            </Section>
          )}
          {termEnd && (termEnd.bookable || termEnd.booking || termEnd.late) && (
            <Section id="subscription-term-end" title={t('subscriptions.termEnd.title')}>
              <TermEnd subscription={subscription} termEnd={termEnd} />
            </Section>
          )}
          <Section id="subscription-dates" title={t('subscriptions.sections.dates')}>
            <SubscriptionDates subscription={subscription} />
          </Section>
          <Section id="subscription-terms" title={t('subscriptions.sections.terms')}>
            <SubscriptionTerms subscription={subscription} />
            <ContractLink subscriptionId={subscription.id} />
          </Section>
          {subscription.handover && (
            <Section id="subscription-handover" title={t('subscriptions.sections.handover')}>
              <HandoverRecord record={subscription.handover} />
            </Section>
          )}
          {claims && (
            <Section id="subscription-claims" title={t('subscriptions.sections.claim')}>
              {claims}
            </Section>
          )}
        </div>
        <div className={styles.column}>
          {showPauses && subscription.pause && (
            <Section id="subscription-pauses" title={t('subscriptions.sections.pauses')}>
              <PauseAllowance pause={subscription.pause} paused={state === 'paused'} />
            </Section>
          )}
          {showBuyout && (
            <div ref={buyoutRef} id={BUYOUT_SECTION_ID} tabIndex={-1} className={styles.anchor}>
              <Section
                id={`${BUYOUT_SECTION_ID}-title`}
                title={t(
                  state === 'boughtOut'
                    ? 'subscriptions.sections.boughtOut'
                    : 'subscriptions.sections.buyout',
                )}
              >
                <Buyout
                  subscription={subscription}
                  onBoughtOut={(message) => {
                    setNotice(message);
                    noticeRef.current?.focus();
                  }}
                />
              </Section>
            </div>
          )}
          <Section id="subscription-payments" title={t('subscriptions.sections.payments')}>
            {payments}
          </Section>
        </div>
      </div>
    </article>
  );
}
