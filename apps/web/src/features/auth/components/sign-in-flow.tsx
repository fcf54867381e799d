import type {
  TCity,
  TCompany,
  TRegistrationRequest,
  TRegistrationResponse,
  TTelegramStartRequest,
} from '@ijara/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import type { SignedIn } from '../../../lib/session/state';
import { useLaterModule } from '../../../lib/use-later-module';
import { SignInForm } from './sign-in-form';
import type { SignInDraft, TelegramTicket } from './sign-in-types';
import { StepHeading } from './step-heading';

type Step =
  | { name: 'phone'; returned: boolean }
  | { name: 'code'; request: TRegistrationRequest; sent: TRegistrationResponse }
  | { name: 'telegram'; ticket: TelegramTicket; request: TTelegramStartRequest }
  | { name: 'finishing'; signedIn: SignedIn };

interface SignInFlowProps {
  cities: TCity[];
  companies: TCompany[];
  defaultCity?: number | undefined;
  /** Stores the session and moves on (the app decides where); rejects when that failed. */
  onSignedIn: (signedIn: SignedIn) => Promise<void>;
}

/**
 * The steps after the phone's: they load while the person fills it in (docs/decisions/061). The flow
 * moves on once they are there.
 */
const loadLaterSteps = () =>
  Promise.all([import('./code-step'), import('./telegram-step'), import('./finishing-step')]).then(
    ([code, telegram, finishing]) => ({ ...code, ...telegram, ...finishing }),
  );

/** SPEC.md §4 login: phone (or Telegram), then the code, then into the account. */
export function SignInFlow({ cities, companies, defaultCity, onSignedIn }: SignInFlowProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'phone', returned: false });
  const [draft, setDraft] = useState<SignInDraft>({ phone: '', city: defaultCity });
  const later = useLaterModule(loadLaterSteps, { scripts: 'signInSteps' });
  const steps = later.module;
  // Steps only go on from the phone's once they have loaded; offline, the step says so instead.
  const goTo = (next: Step) => {
    const go = () => setStep(next);
    void later.need().then(go, go);
  };

  const back = () => setStep({ name: 'phone', returned: true });
  const confirmed = (signedIn: SignedIn) => setStep({ name: 'finishing', signedIn });

  if (step.name !== 'phone' && !steps) return <Alert tone="error">{t('common.offline')}</Alert>;
  switch (step.name) {
    case 'code':
      return (
        steps && (
          <steps.CodeStep request={step.request} sent={step.sent} onBack={back} onConfirmed={confirmed} />
        )
      );
    case 'telegram':
      return (
        steps && (
          <steps.TelegramStep
            ticket={step.ticket}
            request={step.request}
            onBack={back}
            onConfirmed={confirmed}
          />
        )
      );
    case 'finishing':
      return steps && <steps.FinishingStep signedIn={step.signedIn} onSignedIn={onSignedIn} />;
    default:
      return (
        <>
          <StepHeading title={t('signIn.title')} lead={t('signIn.lead')} focus={step.returned} />
          <SignInForm
            cities={cities}
            companies={companies}
            draft={draft}
            onCodeSent={(request, sent, values) => {
              setDraft(values);
              goTo({ name: 'code', request, sent });
            }}
            onTelegram={(ticket, values) => {
              setDraft(values);
              if (values.city !== undefined) {
                goTo({
                  name: 'telegram',
                  ticket,
                  request: { city: values.city, company: values.company },
                });
              }
            }}
          />
        </>
      );
  }
}
