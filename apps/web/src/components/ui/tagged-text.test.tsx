import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text';

describe('TaggedText', () => {
  it('makes each tag its element, with the words it wraps, in the order of the text', () => {
    const { container } = render(
      <p>
        <TaggedText
          text="I accept the <offer>public offer</offer> and <consent>the processing</consent>."
          tags={{ offer: <em />, consent: <strong /> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>I accept the <em>public offer</em> and <strong>the processing</strong>.</p>',
    );
  });

  it('shows the words of a tag it was given no element for, and a text without tags as it is', () => {
    const { container } = render(
      <p>
        <TaggedText text="<b>Bold</b> words" tags={{}} />|<TaggedText text="plain" tags={{}} />
      </p>,
    );
    expect(container.textContent).toBe('Bold words|plain');
    expect(container.querySelector('b')).toBeNull();
  });
});
