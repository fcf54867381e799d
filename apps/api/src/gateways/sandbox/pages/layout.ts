import type { Locale } from '@ijara/contract';
import { SANDBOX_GATEWAY_PATH } from '@ijara/contract';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value that reaches the HTML goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Tagged template whose values are escaped unless they are already-rendered `Html`. */
export class Html {
  constructor(readonly text: string) {}
}
export function html(strings: TemplateStringsArray, ...values: (string | number | Html | Html[])[]): Html {
  let text = strings[0] ?? '';
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    text += parts.map((part) => (part instanceof Html ? part.text : escapeHtml(String(part)))).join('');
    text += strings[i + 1] ?? '';
  });
  return new Html(text);
}

// A <style> element, not a stylesheet file: the CSP allows inline styles, and the pages stay one response.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f3f5;color:#16181d}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:16px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:24px}
.brand{display:flex;justify-content:space-between;align-items:center;margin-bottom:16px;font-weight:700}
.brand nav a{font-weight:400;margin-left:8px;color:#4a5160}
.badge{background:#fff4d6;color:#6b4e00;border-radius:8px;padding:8px 12px;font-size:14px;margin-bottom:16px}
h1{font-size:22px;margin:0 0 8px}
p{margin:0 0 16px;color:#4a5160}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input{width:100%;font:inherit;padding:12px;border:1px solid #c9ced6;border-radius:10px;background:#fff}
input:focus{outline:2px solid #2f6fed;outline-offset:1px;border-color:#2f6fed}
input[aria-invalid=true]{border-color:#d92d20}
.row{display:grid;grid-template-columns:1fr 1fr;grid-template-rows:repeat(3,auto);grid-auto-flow:column;column-gap:12px}
.row>div{display:contents}.row label{align-self:end}
.field-error{color:#d92d20;font-size:14px;margin-top:4px}
.alert{background:#fdecea;color:#9b1c13;border-radius:8px;padding:10px 12px;margin-bottom:12px}
button{width:100%;font:inherit;font-weight:600;padding:13px;border:0;border-radius:10px;margin-top:20px;cursor:pointer;background:#16181d;color:#fff}
button.secondary{background:#e7e9ee;color:#16181d}
button.link{background:none;color:#4a5160;text-decoration:underline;margin-top:8px;padding:8px}
.actions{display:flex;gap:12px}.actions form{flex:1}
details{margin-top:20px;font-size:14px;color:#4a5160}
table{border-collapse:collapse;width:100%;margin-top:8px}td{padding:4px 0;vertical-align:top}
td:first-child{font-family:ui-monospace,monospace;white-space:nowrap;padding-right:12px}
a{color:#2f6fed}
`;

export function page(options: { locale: Locale; title: string; body: Html; langPath?: string }): string {
  const { locale, title, body, langPath } = options;
  const switcher = langPath
    ? html`<nav><a href="${langPath}?lang=ru" lang="ru">RU</a><a href="${langPath}?lang=en" lang="en">EN</a></nav>`
    : html``;
  return html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${new Html(STYLE)}</style>
</head>
<body>
<main>
<div class="card">
<div class="brand"><span>Sandbox Pay</span>${switcher}</div>
${body}
</div>
</main>
</body>
</html>`.text;
}

export function sessionPath(sessionId: string, suffix = ''): string {
  return `${SANDBOX_GATEWAY_PATH}bind/${encodeURIComponent(sessionId)}/${suffix}`;
}
