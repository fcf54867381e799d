/**
 * The staff back office's roles, what each may do, and the limits of staff sign-in (issue 29,
 * docs/decisions/039-staff-auth.md). The api checks them on every staff call; the staff app reads the
 * same table to show only what the person may press.
 */
export const STAFF_ROLES = ['operator', 'manager', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every kind of staff action a call can need. */
export const STAFF_ACTIONS = [
  'orders.read',
  'orders.handover',
  'orders.return',
  'clients.read',
  'orders.cancel',
  'payments.refund',
  'clients.forbid',
  'audit.read',
  'staff.manage',
  'stock.read',
  'stock.manage',
  'catalog.manage',
  'promo.manage',
  'offices.manage',
  'companies.manage',
  'claims.read',
  'claims.decide',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

const OPERATOR: readonly StaffAction[] = [
  'orders.read',
  'orders.handover',
  'orders.return',
  'clients.read',
  'stock.read',
  'claims.read',
];
const MANAGER: readonly StaffAction[] = [
  ...OPERATOR,
  'orders.cancel',
  'payments.refund',
  'clients.forbid',
  'audit.read',
  'stock.manage',
  'catalog.manage',
  'promo.manage',
  'offices.manage',
  'companies.manage',
  'claims.decide',
];

/** Operators: orders, hand-over, returns, clients and stock read-only, claims (list, open, take) — at their
 * offices; managers: also refunds, cancellations, forbid/allow, the audit, stock units (add, edit, move,
 * repair, retire), prices, promo codes, pickup offices and employers (with whose work there is
 * confirmed), claims' decisions (docs/decisions/059);
 * admins: also the staff. */
export const STAFF_PERMISSIONS: Record<StaffRole, ReadonlySet<StaffAction>> = {
  operator: new Set(OPERATOR),
  manager: new Set(MANAGER),
  admin: new Set([...MANAGER, 'staff.manage']),
};

export function staffMay(role: StaffRole, action: StaffAction): boolean {
  return STAFF_PERMISSIONS[role].has(action);
}

export const STAFF_PASSWORD_MIN = 12;
/** argon2 hashes whatever it is given; a bound keeps a sign-in from costing more than a normal one. */
export const STAFF_PASSWORD_MAX = 128;
export const STAFF_NAME_MAX = 80;
/** Wrong tries (password or code) per account, and per address, before the lock-out. */
export const STAFF_LOCKOUT_TRIES = 5;
export const STAFF_LOCKOUT_MINUTES = 15;
/** A session ends after this long without a call, and in any case this long after sign-in. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_HOURS = 12;
/** A set-up link works once, within this time. */
export const STAFF_SETUP_LINK_HOURS = 24;
/** RFC 6238 as authenticator apps expect it: 6 digits, 30 s, SHA-1. */
export const STAFF_TOTP_DIGITS = 6;
export const STAFF_TOTP_PERIOD_SECONDS = 30;
export const STAFF_TOTP_ISSUER = 'Ijara';

export const STAFF_API_PREFIX = '/api/staff/';
export const STAFF_APP_PATH = '/staff/';
/** The set-up page the link opens: `/staff/setup/?token=…`. */
export const STAFF_SETUP_PATH = '/staff/setup/';
export const STAFF_COOKIE = 'ijara_staff';
