import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shapeOf } from './device-art/shape';
import { GadgetImage } from './gadget-image';

/** The drawing's markup without its per-page gradient ids. */
function drawing(family: string, name: string, color = '#3b3d40'): string {
  const { container, unmount } = render(
    <GadgetImage src={`/svg/${family}.svg`} alt="" fallbackIcon="box" color={color} name={name} />,
  );
  const frame = container.querySelector('[data-picture]');
  const svg = container.querySelector('svg');
  expect(frame?.getAttribute('data-picture')).toBe(family);
  // Decorative: the card's heading names the device.
  expect(svg?.getAttribute('aria-hidden')).toBe('true');
  const markup = (svg?.outerHTML ?? '').replace(/art[\w-]+/g, '');
  unmount();
  return markup;
}

/** The outline alone: the same markup with every colour blanked. */
const outline = (markup: string) => markup.replace(/#[0-9a-f]{6}/gi, '#');

describe('device drawings (issue 26 item 20)', () => {
  it.each([
    ['phone', 'iPhone 16', 'Samsung Galaxy S25'],
    ['phone', 'Samsung Galaxy S25', 'Xiaomi 15'],
    ['phone', 'iPhone 16', 'Xiaomi 15'],
    ['phone', 'iPhone 16', 'Google Pixel 9'],
    ['laptop', 'MacBook Air 13 (M3)', 'Lenovo Legion 5 Gen 9'],
    ['tablet', 'iPad Air 11 (M3)', 'Samsung Galaxy Tab S10+'],
    ['console', 'PlayStation 5 Slim', 'Xbox Series X'],
    ['watch', 'Apple Watch Series 10', 'Samsung Galaxy Watch 7'],
  ])('draws a %s of two makers in two outlines: %s and %s', (family, one, other) => {
    expect(outline(drawing(family, one))).not.toBe(outline(drawing(family, other)));
  });

  it('keeps one outline per maker and paints it in the model’s colour', () => {
    const black = drawing('phone', 'Samsung Galaxy S25', '#2f3b5c');
    const blue = drawing('phone', 'Samsung Galaxy S25', '#bcd3e8');
    expect(blue).not.toBe(black);
    expect(outline(blue)).toBe(outline(black));
  });

  it('reads the maker from the name in either script, a neutral outline for the rest', () => {
    expect(shapeOf('Galaxy S25, 12/128 ГБ').brand).toBe('samsung');
    expect(shapeOf('Айфон 16').brand).toBe('apple');
    expect(shapeOf('PS5 Slim с дисководом, 1 ТБ').brand).toBe('sony');
    expect(shapeOf('Honor 200').brand).toBe('other');
    expect(shapeOf(undefined)).toEqual({ brand: 'other', top: false });
    expect(shapeOf('iPhone 16 Pro Max').top).toBe(true);
  });
});
