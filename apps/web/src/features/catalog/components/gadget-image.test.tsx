import { ART_PATH } from '@ijara/contract';
import { fireEvent, render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { artFile, DEVICE_FAMILIES, readArtFile } from './device-art/art-file';
import { drawArt } from './device-art/index';
import { shapeOf } from './device-art/shape';
import { GadgetImage } from './gadget-image';

/** The picture a card shows for a gadget of `family` named `name` in `color`. */
function pictureOf(family: string, name: string, color = '#3b3d40'): HTMLImageElement {
  const { container } = render(
    <GadgetImage src={`/svg/${family}.svg`} alt="" fallbackIcon="box" color={color} name={name} />,
  );
  expect(container.querySelector('[data-picture]')?.getAttribute('data-picture')).toBe(family);
  return container.querySelector('img') as HTMLImageElement;
}

/** The drawing the api serves for the picture a card shows. */
function drawing(family: string, name: string, color?: string): string {
  const src = pictureOf(family, name, color).getAttribute('src') ?? '';
  expect(src.startsWith(ART_PATH)).toBe(true);
  return drawArt(src.slice(ART_PATH.length)) ?? '';
}

/** The outline alone: the same markup with every colour blanked. */
const outline = (markup: string) => markup.replace(/#[0-9a-f]{6}/gi, '#');

describe('device drawings (issue 26 item 20, docs/decisions/066)', () => {
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
    expect(drawing(family, one)).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 200 200"/,
    );
    expect(outline(drawing(family, one))).not.toBe(outline(drawing(family, other)));
  });

  it('keeps one outline per maker and paints it in the model’s colour', () => {
    const black = drawing('phone', 'Samsung Galaxy S25', '#2f3b5c');
    const blue = drawing('phone', 'Samsung Galaxy S25', '#bcd3e8');
    expect(blue).not.toBe(black);
    expect(outline(blue)).toBe(outline(black));
    expect(blue).toContain('#bcd3e8');
  });

  it('names each drawing by what it is drawn from: one file for every gadget of one outline and finish', () => {
    expect(pictureOf('phone', 'iPhone 16 Pro', '#3C3C3E').getAttribute('src')).toBe(
      `${ART_PATH}phone-apple-top-3c3c3e.svg`,
    );
    expect(artFile('phone', undefined, 'Honor 200')).toBe('phone-other-5b5f66.svg');
    expect(artFile('phone', 'red', 'Honor 200')).toBe('phone-other-5b5f66.svg');
    fc.assert(
      fc.property(
        fc.constantFrom(...DEVICE_FAMILIES),
        fc.option(fc.stringMatching(/^#[0-9a-fA-F]{6}$/), { nil: undefined }),
        fc.string(),
        (family, color, name) => {
          const file = artFile(family, color, name);
          expect(readArtFile(file)).toEqual({
            family,
            shape: shapeOf(name),
            color: color?.toLowerCase() ?? '#5b5f66',
          });
          expect(drawArt(file)).toContain('</svg>');
        },
      ),
    );
  });

  it.each([
    'kettle-apple-1d1d1f.svg',
    'phone-nokia-1d1d1f.svg',
    'phone-apple-1D1D1F.svg',
    'phone-apple-1d1d1f.png',
    '../phone-apple-1d1d1f.svg',
  ])('draws nothing for %s', (file) => {
    expect(readArtFile(file)).toBeNull();
    expect(drawArt(file)).toBeNull();
  });

  it('shows the category’s icon when the drawing does not load', () => {
    const image = pictureOf('phone', 'iPhone 16');
    const frame = image.parentElement as HTMLElement;
    fireEvent.error(image);
    expect(frame.querySelector('img')).toBeNull();
    expect(frame.querySelector('[aria-hidden="true"]')).not.toBeNull();
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
