import { describe, expect, it } from 'vitest';
import { classesNeeded, cssRulesOf } from './vite-css-rules.ts';

describe("the build's rules of a stylesheet (docs/decisions/065)", () => {
  it('needs the classes outside parentheses and attributes', () => {
    expect(classesNeeded('._card_a1:hover ._name_b2')).toEqual(['_card_a1', '_name_b2']);
    expect(classesNeeded('._tab_a1:not(._active_b2)')).toEqual(['_tab_a1']);
    expect(classesNeeded(':is(._a_1,._b_2) ._c_3')).toEqual(['_c_3']);
    expect(classesNeeded('._x_1[data-href$=".pdf"]::after')).toEqual(['_x_1']);
    expect(classesNeeded('.visually-hidden')).toEqual(['visually-hidden']);
    expect(classesNeeded('button:focus-visible')).toEqual([]);
  });

  it('splits a minified stylesheet into its rules, media queries rule by rule, anything else whole', () => {
    const css =
      ':root{--gap:4px}._a_1,._b_2{gap:var(--gap)}a,._c_3{color:red}' +
      '@media (min-width:640px){._a_1{gap:8px}}@keyframes spin{to{rotate:1turn}}' +
      '@supports (display:grid){@media (min-width:1px){._d_4{display:grid}}}';
    expect(cssRulesOf(css)).toEqual([
      { css: ':root{--gap:4px}' },
      { css: '._a_1,._b_2{gap:var(--gap)}', needs: [['_a_1'], ['_b_2']] },
      { css: 'a,._c_3{color:red}' },
      { css: '._a_1{gap:8px}', within: '@media (min-width:640px)', needs: [['_a_1']] },
      { css: '@keyframes spin{to{rotate:1turn}}' },
      { css: '@supports (display:grid){@media (min-width:1px){._d_4{display:grid}}}' },
    ]);
  });
});
