import { formatMoney, formatPhone, type Locale, type TSubscription } from '@ijara/contract';
import type { OpsCommand, OpsResponse } from '../modules/ops/commands';

const STATUS_NAMES: Record<number, string> = {
  1: 'created',
  2: 'active',
  3: 'paused',
  4: 'refusal',
  5: 'closed',
};

function statusName(status: number): string {
  return `${STATUS_NAMES[status] ?? 'unknown'} (${status})`;
}

function subscriptionLine(s: TSubscription): string {
  const dates = [
    s.startDate && `start ${s.startDate}`,
    s.nextPaymentDate && `next payment ${s.nextPaymentDate}`,
    s.endDate && `end ${s.endDate}`,
    s.returnDate && `return ${s.returnDate}`,
    s.pause?.resumesOn && `paused until ${s.pause.resumesOn}`,
  ].filter(Boolean);
  return `#${s.id} ${statusName(s.status)}  ${s.model.name}  serial ${s.serial ?? '—'}  ${dates.join(', ')}`;
}

function handovers(answer: OpsResponse<'handovers'>): string {
  if (answer.handovers.length === 0) return 'No subscription is waiting for a hand-over.';
  const lines: string[] = [];
  let place: string | undefined;
  for (const h of answer.handovers) {
    const here = h.office === null ? 'Delivery' : `Office #${h.officeID}: ${h.office}`;
    if (here !== place) lines.push(`${lines.length > 0 ? '\n' : ''}${here}`);
    place = here;
    const payment =
      h.payment === null ? 'nothing due' : h.payment === 'success' ? 'paid' : `payment ${h.payment}`;
    lines.push(
      `  #${h.subscriptionID}  ${h.createdAt.slice(0, 10)}  ${formatPhone(h.phone)}  ${h.name}  ${h.model}` +
        `  unit ${h.serial ?? '—'}  ${payment}${h.address ? `  to: ${h.address}` : ''}`,
    );
  }
  return lines.join('\n');
}

function client(answer: OpsResponse<'client'>, locale: Locale): string {
  const c = answer.client;
  const flags = [c.forbidden && 'FORBIDDEN', c.deletePersonalData && 'deletion requested'].filter(Boolean);
  const lines = [
    `Client #${c.id}  ${formatPhone(c.phone)}  ${c.name || '(no name)'}  ${c.city ?? ''}${flags.length ? `  [${flags.join(', ')}]` : ''}`,
    `Points: ${formatMoney(c.points, locale)}`,
    `Subscriptions (${answer.subscriptions.length}):`,
    ...answer.subscriptions.map((s) => `  ${subscriptionLine(s)}`),
    `Payments (${answer.payments.length}):`,
    ...answer.payments.map(
      (p) =>
        `  #${p.id}  ${p.createdAt.slice(0, 10)}  ${p.type}  ${p.status}  ${formatMoney(p.amount, locale)}` +
        `${p.subscriptionID === null ? '' : `  subscription #${p.subscriptionID}, period ${p.period}`}`,
    ),
    `Cards (${answer.cards.length}):`,
    ...answer.cards.map(
      (card) =>
        `  #${card.id}  ${card.brand} ${card.maskedPan}  ${card.expiry}${card.active ? '  active' : ''}${card.removed ? '  removed' : ''}`,
    ),
  ];
  return lines.join('\n');
}

function erasePreview(answer: OpsResponse<'erase-preview'>): string {
  const { client, erase, keep } = answer;
  const state = client.erased
    ? 'already erased'
    : client.requestedOn === null
      ? 'no deletion requested (shown as if it were)'
      : `deletion requested ${client.requestedOn}, erased on ${client.erasesOn}`;
  const lines = [
    `Client #${client.id}  ${client.phone}  [${state}]`,
    `Fields erased (${answer.fields.length}):`,
    ...answer.fields.map((field) => `  ${field.name}: ${field.value}`),
    `Also: ${erase.sessions} live sessions revoked, ${erase.cards} card tokens detached, ` +
      `${erase.signInRecords} sign-in records, ${erase.emailVerifications} e-mail links, ` +
      `${erase.notifications} messages, ${erase.idempotencyKeys} stored answers deleted; ` +
      `${erase.deliveryAddresses} delivery addresses, ${erase.returnAddresses} courier return addresses ` +
      `and ${erase.auditAddresses} audit IP addresses blanked.`,
    `Kept under the client's id: ${keep.subscriptions} subscriptions, ${keep.payments} payments, ` +
      `${keep.bonusEntries} bonus entries.`,
  ];
  if (answer.blockers.length > 0) {
    lines.push(
      `Held back until these end: ${answer.blockers.map((b) => `#${b.subscriptionID} ${statusName(b.status)}`).join(', ')}`,
    );
  }
  return lines.join('\n');
}

/** "2 models added; 1 gadget, 3 models changed; 1 gadget switched off", or that nothing changed. */
function catalogueImported(answer: OpsResponse<'catalogue-import'>): string {
  const part = (counts: Record<string, number>, verb: string) => {
    const named = Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(
        ([kind, count]) =>
          `${count} ${count === 1 ? kind.replace(/(ies|s)$/, (end) => (end === 'ies' ? 'y' : '')) : kind}`,
      );
    return named.length > 0 ? [`${named.join(', ')} ${verb}`] : [];
  };
  const parts = [
    ...part(answer.added, 'added'),
    ...part(answer.changed, 'changed'),
    ...part(answer.switchedOff, 'switched off (left out of the file)'),
  ];
  return parts.length > 0
    ? `Catalogue imported: ${parts.join('; ')}.`
    : 'Catalogue imported: it was already the same, nothing changed.';
}

/** The answer of a command as a person reads it. */
export function formatAnswer(command: OpsCommand, answer: unknown, locale: Locale): string {
  switch (command) {
    case 'handovers':
      return handovers(answer as OpsResponse<'handovers'>);
    case 'handover':
    case 'return':
      return `Subscription ${subscriptionLine((answer as OpsResponse<'handover'>).subscription)}`;
    case 'forbid':
    case 'allow': {
      const c = (answer as OpsResponse<'forbid'>).client;
      return `Client #${c.id} ${formatPhone(c.phone)} is now ${c.forbidden ? 'forbidden' : 'allowed'}.`;
    }
    case 'client':
      return client(answer as OpsResponse<'client'>, locale);
    case 'erase-preview':
      return erasePreview(answer as OpsResponse<'erase-preview'>);
    case 'gadget-image': {
      const { gadget, photo } = answer as OpsResponse<'gadget-image'>;
      const widths = photo.files.map((file) => file.width).join(', ');
      return `Photo of ${gadget.name} (#${gadget.id}, ${gadget.slug}) set: WebP at ${widths} px wide, ${photo.width}×${photo.height} the largest.\n${photo.files.at(-1)?.url ?? ''}`;
    }
    case 'catalogue-export':
      return (answer as OpsResponse<'catalogue-export'>).file;
    case 'catalogue-import':
      return catalogueImported(answer as OpsResponse<'catalogue-import'>);
    case 'staff-add': {
      const { staff, setupLink, expiresAt } = answer as OpsResponse<'staff-add'>;
      return [
        `${staff.name} <${staff.email}> added as ${staff.role} (#${staff.id}).`,
        `Set-up link (works once, until ${expiresAt}); send it to them by a channel you trust:`,
        setupLink,
      ].join('\n');
    }
  }
}
