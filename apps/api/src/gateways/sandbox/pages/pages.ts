import type { Locale } from '@ijara/contract';
import type { CardForm, FormErrors } from '../binding';
import { TEST_CARDS } from '../test-cards';
import { type Html, html, page, sessionPath } from './layout';
import { behaviourText, declineKey, pageText } from './texts';

export interface FormPageInput {
  sessionId: string;
  locale: Locale;
  values?: Partial<CardForm>;
  errors?: FormErrors;
  declineCode?: string;
}

function field(id: keyof CardForm, label: string, error: string | null, attrs: Html, value: string): Html {
  const describedBy = error ? html` aria-invalid="true" aria-describedby="${id}-error"` : html``;
  // Always there, empty or not, so the fields of a row line up on the page's grid.
  const message = html`<div class="field-error" id="${id}-error">${error ?? ''}</div>`;
  return html`<div><label for="${id}">${label}</label><input id="${id}" name="${id}" value="${value}" required${attrs}${describedBy}>${message}</div>`;
}

function spaced(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function bindFormPage(input: FormPageInput): string {
  const t = pageText(input.locale);
  const { errors = {}, values = {} } = input;
  const action = `${sessionPath(input.sessionId)}?lang=${input.locale}`;
  const alert = input.declineCode
    ? html`<div class="alert" role="alert">${t(declineKey(input.declineCode))}</div>`
    : html``;
  const rows = TEST_CARDS.map(
    (card) =>
      html`<tr><td>${spaced(card.number)}</td><td>${behaviourText(input.locale, card.behaviour)}</td></tr>`,
  );
  const body = html`<div class="badge">${t('badge')}</div>
<h1>${t('heading')}</h1>
<p>${t('lead')}</p>
${alert}
<form method="post" action="${action}" novalidate>
${field('number', t('number'), errors.number ? t('errorNumber') : null, html` inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23"`, values.number ?? '')}
<div class="row">
${field('expiry', t('expiry'), errors.expiry ? t('errorExpiry') : null, html` inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" maxlength="7"`, values.expiry ?? '')}
${field('cvc', t('cvc'), errors.cvc ? t('errorCvc') : null, html` inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"`, '')}
</div>
<button type="submit">${t('submit')}</button>
</form>
<form method="post" action="${sessionPath(input.sessionId, 'cancel/')}?lang=${input.locale}">
<button type="submit" class="link">${t('cancel')}</button>
</form>
<details><summary>${t('testCards')}</summary><table>${rows}</table><p>${t('anyOther')}</p></details>`;
  return page({ locale: input.locale, title: t('title'), body, langPath: sessionPath(input.sessionId) });
}

export function threeDsPage(input: { sessionId: string; locale: Locale; last4: string }): string {
  const t = pageText(input.locale);
  const action = `${sessionPath(input.sessionId, '3ds/')}?lang=${input.locale}`;
  const body = html`<div class="badge">${t('badge')}</div>
<h1>${t('threeDsHeading')}</h1>
<p>${t('threeDsLead', { card: `**** ${input.last4}` })}</p>
<div class="actions">
<form method="post" action="${action}"><input type="hidden" name="answer" value="confirm"><button type="submit">${t('confirm')}</button></form>
<form method="post" action="${action}"><input type="hidden" name="answer" value="fail"><button type="submit" class="secondary">${t('fail')}</button></form>
</div>`;
  return page({
    locale: input.locale,
    title: t('title'),
    body,
    langPath: sessionPath(input.sessionId, '3ds/'),
  });
}

export function messagePage(input: {
  locale: Locale;
  kind: 'gone' | 'down';
  backUrl?: string | undefined;
}): string {
  const t = pageText(input.locale);
  const [heading, text] =
    input.kind === 'gone' ? (['goneHeading', 'goneText'] as const) : (['downHeading', 'downText'] as const);
  const back = input.backUrl ? html`<p><a href="${input.backUrl}">${t('back')}</a></p>` : html``;
  const body = html`<h1>${t(heading)}</h1><p>${t(text)}</p>${back}`;
  return page({ locale: input.locale, title: t('title'), body });
}
