import type {
  CallResponse,
  TCity,
  TCompany,
  TRegistrationRequest,
  TRegistrationResponse,
} from '@ijara/contract';

// The sign-in form's types, apart from ./sign-in-form.tsx, which loads ./checked-sign-in-form.tsx: both
// forms use them, and neither imports the other.

export type TelegramTicket = CallResponse<'authTelegramStart'>;

/** A sign-in request with the phone as the person typed it (to show it again on "change number"). */
export interface SignInDraft {
  phone: string;
  city?: number | undefined;
  company?: number | undefined;
}

export interface SignInFormProps {
  cities: TCity[];
  companies: TCompany[];
  draft: SignInDraft;
  /** The code went out: `request.phone` is normalised ("996…"). */
  onCodeSent: (request: TRegistrationRequest, sent: TRegistrationResponse, draft: SignInDraft) => void;
  onTelegram: (ticket: TelegramTicket, draft: SignInDraft) => void;
}

/** A button pressed before the form's checks had loaded. */
export type SignInAction = 'submit' | 'telegram';

/** The field that had the focus when the checked form took over, and the digits before the caret. */
export interface FocusNote {
  name: string;
  digitsBefore: number | null;
}
