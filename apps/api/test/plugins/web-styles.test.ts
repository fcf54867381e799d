import type { CssRule } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import { classesIn, stylesFor } from '../../src/plugins/web-styles';

const RULES: CssRule[] = [
  { css: ':root{--gap:4px}' },
  { css: '._card_a1{padding:8px}', needs: [['_card_a1']] },
  { css: '._card_a1:hover ._name_b2{color:red}', needs: [['_card_a1', '_name_b2']] },
  { css: '._dialog_c3{position:fixed}', needs: [['_dialog_c3']] },
  { css: '._grid_d4{gap:8px}', within: '@media (min-width:640px)', needs: [['_grid_d4']] },
  { css: '._dialog_c3{inset:0}', within: '@media (min-width:640px)', needs: [['_dialog_c3']] },
  { css: '._grid_d4{gap:16px}', within: '@media (min-width:960px)', needs: [['_dialog_c3'], ['_grid_d4']] },
  { css: '@keyframes spin{to{rotate:1turn}}' },
];

describe("a drawn page's own styles (docs/decisions/065)", () => {
  it('reads the classes of every element, however many each has, not text (React escapes its quotes)', () => {
    const html = '<main class="a  b"><p class="c">x class=&quot;d&quot;</p><i class=""></i></main>';
    expect([...classesIn(html)]).toEqual(['a', 'b', 'c']);
  });

  it('keeps, in their order, the rules a selector of which may match, each at-rule once around its run', () => {
    const html = '<ul class="_grid_d4"><li class="_card_a1"><h3 class="_name_b2">iPhone</h3></li></ul>';
    expect(stylesFor(RULES, html)).toBe(
      ':root{--gap:4px}._card_a1{padding:8px}._card_a1:hover ._name_b2{color:red}' +
        '@media (min-width:640px){._grid_d4{gap:8px}}@media (min-width:960px){._grid_d4{gap:16px}}' +
        '@keyframes spin{to{rotate:1turn}}',
    );
  });

  it('leaves a rule out only when every selector needs a class the page lacks', () => {
    // A descendant rule needs both classes; the dialog is not on the page.
    expect(stylesFor(RULES, '<p class="_name_b2">x</p>')).toBe(
      ':root{--gap:4px}@keyframes spin{to{rotate:1turn}}',
    );
    expect(stylesFor(RULES, '<div class="_dialog_c3"></div>')).toBe(
      ':root{--gap:4px}._dialog_c3{position:fixed}@media (min-width:640px){._dialog_c3{inset:0}}' +
        '@media (min-width:960px){._grid_d4{gap:16px}}@keyframes spin{to{rotate:1turn}}',
    );
  });
});
