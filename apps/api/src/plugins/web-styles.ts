import type { CssRule } from '@ijara/contract';

/** React writes every class list as `class="…"`, in double quotes. */
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The classes elements of `html` have. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of names.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The rules of a drawn page's stylesheets that may apply to its elements, in their order, as one
 * stylesheet: a rule is left out only when each of its selectors needs a class no element of `html` has
 * (docs/decisions/065). Rules of one at-rule in a row share it.
 */
export function stylesFor(rules: readonly CssRule[], html: string): string {
  const classes = classesIn(html);
  const parts: string[] = [];
  let open: string | undefined;
  for (const rule of rules) {
    if (rule.needs && !rule.needs.some((needed) => needed.every((name) => classes.has(name)))) continue;
    if (rule.within !== open) {
      if (open) parts.push('}');
      if (rule.within) parts.push(`${rule.within}{`);
      open = rule.within;
    }
    parts.push(rule.css);
  }
  if (open) parts.push('}');
  return parts.join('');
}
