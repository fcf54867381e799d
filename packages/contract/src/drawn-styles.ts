/**
 * The web build writes this file beside index.html: each stylesheet's rules, each with the classes its
 * selectors need. A page the server draws inlines only the rules whose classes the page has; the whole
 * stylesheets load after its first paint (docs/decisions/065).
 */
export const CSS_RULES_FILE = 'css-rules.json';

/** One rule of a stylesheet as the build wrote it. */
export interface CssRule {
  /** Its text, without the at-rule it is inside: `._card_1x2y3_4{…}`. */
  css: string;
  /** The at-rule it is inside, if any: `@media (min-width:640px)`. */
  within?: string;
  /**
   * For each selector of the rule, the classes an element must have for it to match, outside any
   * `:not()`, `:is()` or attribute; absent: the rule is always kept (`:root`, `body`, `@keyframes`).
   */
  needs?: string[][];
}

/** By a stylesheet's path as index.html and route-preloads.json name it (`/assets/catalog-Ab1.css`). */
export type CssRules = Record<string, CssRule[]>;
