import type {
  TCity,
  TCompany,
  TRegistrationRequest,
  TRegistrationResponse,
  TTelegramStartRequest,
} from '@ijara/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedIn } from '../../../lib/session/state';
import { CodeStep } from './code-step';
import { FinishingStep } from './finishing-step';
import { type SignInDraft, SignInForm, type TelegramTicket } from './sign-in-form';
import { StepHeading } from './step-heading';
import { TelegramStep } from './telegram-step';

type Step =
  | { name: 'phone'; returned: boolean }
  | { name: 'code'; request: TRegistrationRequest; sent: TRegistrationResponse }
  | { name: 'telegram'; ticket: TelegramTicket; request: TTelegramStartRequest }
  | { name: 'finishing'; signedIn: SignedIn };

interface SignInFlowProps {
  cities: TCity[];
  companies: TCompany[];
  defaultCity?: number;
  /** Stores the session and moves on (the app decides where); rejects when that failed. */
  onSignedIn: (signedIn: SignedIn) => Promise<void>;
}

/** SPEC.md §4 login: phone (or Telegram), then the code, then into the account. */
export function SignInFlow({ cities, companies, defaultCity, onSignedIn }: SignInFlowProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'phone', returned: false });
  const [draft, setDraft] = useState<SignInDraft>({ phone: '', city: defaultCity });
  const finish = useMutation({ mutationFn: onSignedIn });

  const back = () => setStep({ name: 'phone', returned: true });
  const confirmed = (signedIn: SignedIn) => {
    setStep({ name: 'finishing', signedIn });
    finish.mutate(signedIn);
  };

  switch (step.name) {
    case 'code':
      return <CodeStep request={step.request} sent={step.sent} onBack={back} onConfirmed={confirmed} />;
    case 'telegram':
      return (
        <TelegramStep ticket={step.ticket} request={step.request} onBack={back} onConfirmed={confirmed} />
      );
    case 'finishing':
      return <FinishingStep error={finish.error} onRetry={() => finish.mutate(step.signedIn)} />;
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
              setStep({ name: 'code', request, sent });
            }}
            onTelegram={(ticket, values) => {
              setDraft(values);
              if (values.city !== undefined) {
                setStep({
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
