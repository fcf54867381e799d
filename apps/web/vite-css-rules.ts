import postcss, { type Rule } from 'postcss';
import type { Plugin } from 'vite';
import { CSS_RULES_FILE, type CssRule, type CssRules } from '../../packages/contract/src/drawn-styles.ts';

/** At-rules whose rules are kept or left one by one; any other (keyframes, font faces) is kept whole. */
const GROUPS = new Set(['media', 'supports']);

/**
 * The classes an element must have for `selector` to match it: those outside any parentheses
 * (`:not()`, `:is()`, `:has()`) or brackets (attributes), which may or may not apply.
 */
export function classesNeeded(selector: string): string[] {
  let outside = selector;
  // The innermost groups first: `:not(:is(.a))`.
  for (let before = ''; before !== outside; ) {
    before = outside;
    outside = outside.replace(/\([^()]*\)|\[[^[\]]*\]/g, '');
  }
  return [...new Set([...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string))];
}

function ruleOf(rule: Rule, within: string | undefined): CssRule {
  const needs = rule.selectors.map(classesNeeded);
  return {
    css: rule.toString(),
    ...(within ? { within } : {}),
    // A selector that needs no class (`body`, `button:hover`) may match any page: kept always.
    ...(needs.every((classes) => classes.length > 0) ? { needs } : {}),
  };
}

/** A stylesheet's rules in their order (contract CssRule). */
export function cssRulesOf(css: string): CssRule[] {
  const rules: CssRule[] = [];
  postcss.parse(css).each((node) => {
    if (node.type === 'rule') rules.push(ruleOf(node, undefined));
    else if (
      node.type === 'atrule' &&
      GROUPS.has(node.name) &&
      node.nodes?.every((child) => child.type === 'rule')
    ) {
      const within = `@${node.name} ${node.params}`;
      for (const child of node.nodes) rules.push(ruleOf(child as Rule, within));
    } else if (node.type !== 'comment') rules.push({ css: node.toString() });
  });
  return rules;
}

/**
 * Writes css-rules.json (contract CssRules): the rules of every stylesheet of the build with the classes
 * they need, so the api inlines in a page it draws only those its elements use (docs/decisions/065).
 */
export function cssRules(): Plugin {
  let base = '/';
  return {
    name: 'ijara-css-rules',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const rules: CssRules = {};
      for (const item of Object.values(bundle)) {
        if (item.type === 'asset' && item.fileName.endsWith('.css'))
          rules[base + item.fileName] = cssRulesOf(String(item.source));
      }
      this.emitFile({ type: 'asset', fileName: CSS_RULES_FILE, source: JSON.stringify(rules) });
    },
  };
}
