/**
 * Business constants of SPEC.md §9 and the security limits of DESIGN.md §5.
 * Every other module imports these; none of the numbers is typed twice.
 */
export const PRODUCT = 'ijara';
export const BRAND_NAME = 'Ijara';
/** Fixed app name of the cabinet; part of the signature. */
export const APP_NAME = `${PRODUCT}-lk`;
export const APPLICATION_TYPE = `${PRODUCT}-kg-lk`;
export const CLIENT_TYPE = '2';
export const APP_CLIENT = '2';
export const PHONE_CODE = '996';
export const PHONE_REGION = 'KG';

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
export const FALLBACK_LOCALE: Locale = 'en';

export const API_PREFIX = '/api/v3/';
export const SUCCESS_STATUS = '200';

export const DELETION_OFFSET_DAYS = 12;
/** The word a person types to confirm a deletion request (DESIGN.md §4), in the page's language. */
export const DELETION_CONFIRMATION_WORDS: Record<Locale, string> = { ru: 'УДАЛИТЬ', en: 'DELETE' };
/** How long the link of an e-mail verification message works. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
/** Status 1 (created) is not counted as a subscription. */
export const UNCOUNTED_SUBSCRIPTION_STATUS = 1;

export const HTTP_RETRIES = 3;
export const MONEY_DIVISOR = 100;
export const PHONE_DIGITS = 11;
export const EMAIL_TLD_MIN = 2;
export const EMAIL_TLD_MAX = 7;

export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const IDLE_PREFETCH_MS = 2_000;
export const FETCH_MIN_DELAY_MS = 200;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;

export const BREAKPOINTS = { sm: 640, md: 960, lg: 1200, xl: 1600 } as const;
export const COLORS = { accent: '#c6ff46', danger: '#ff4a4a', theme: '#ffffff' } as const;
export const CHAT_BUTTON_PX = 56;
export const VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=1';
export const PAGE_TRANSITION_MODE = 'out-in';

/** Sign-in codes and sends (DESIGN.md §5). */
export const AUTH_LIMITS = {
  codeLength: 6,
  codeTtlSeconds: 5 * 60,
  maxWrongCodes: 5,
  resendAfterSeconds: 60,
  sendsPer10Minutes: 3,
  sendsPer24Hours: 10,
  startsPerIpPerHour: 30,
  tokenTtlDays: 30,
  /** Life of a Telegram sign-in ticket (our addition). */
  telegramTicketTtlSeconds: 10 * 60,
} as const;

/** Used by development builds only; the api refuses it when NODE_ENV=production. */
export const DEV_SIGNATURE_SECRET = 'ijara-dev-signature-secret';

/** A client signs a contract and shows an ID at hand-over: adults only; older than `max` is a typo. */
export const CLIENT_AGE = { min: 18, max: 120 } as const;

export const SUBSCRIPTION_TERMS = [3, 6, 12] as const;

/**
 * Claims (the offer, section 6; docs/decisions/059): an insured event is reported within this many hours
 * of when it happened (a later report is accepted and marked late); a report carries at most this many
 * photos; with insurance a theft costs the client this share of the device's value.
 */
export const CLAIM_REPORT_HOURS = 24;
export const CLAIM_PHOTOS_MAX = 5;
export const CLAIM_THEFT_SHARE_PERCENT = 50;
/** A claim's photo as sent (base64 of at most this many bytes; the web app resizes it to 1600 px first). */
export const CLAIM_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The police report of a theft: a photo, or a PDF of at most this many bytes. */
export const CLAIM_REPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CLAIM_DESCRIPTION_MAX = 2000;
