import { describe, expect, it } from 'vitest';
import { categoryIcon } from './catalog-lookup';

describe('categoryIcon', () => {
  it('reads the slug before the name, so "Smart watches" is a watch, not a phone', () => {
    expect(categoryIcon({ slug: 'watches', name: 'Smart watches' })).toBe('watch');
    expect(categoryIcon({ slug: 'smartphones', name: 'Smartphones' })).toBe('phone');
  });

  it('falls back to the name, then to a box', () => {
    expect(categoryIcon({ slug: 'c-7', name: 'Игровые приставки' })).toBe('console');
    expect(categoryIcon({ slug: 'misc', name: 'Разное' })).toBe('box');
    expect(categoryIcon(undefined)).toBe('box');
  });
});
