import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Poster, posterInitial } from './poster.tsx';

describe('Poster', () => {
  it('loads a decorative image lazily, in a box sized before it arrives', () => {
    const { container } = render(<Poster src="/posters/1.jpg" title="The Bear" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('height', '300');
  });

  it('loads at once on request', () => {
    const { container } = render(<Poster src="/posters/1.jpg" title="The Bear" eager />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('shows the title’s letter without an image, hidden from assistive tech', () => {
    const { container } = render(<Poster title="The Bear" fallbackLabel="No poster" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('B').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('No poster')).toBeInTheDocument();
  });

  it('files a title under its first word after an article', () => {
    expect(posterInitial('The Bear')).toBe('B');
    expect(posterInitial('A Quiet Place')).toBe('Q');
    expect(posterInitial('An Officer and a Spy')).toBe('O');
    expect(posterInitial('alien')).toBe('A');
    expect(posterInitial('')).toBe('?');
  });
});
