import { describe, expect, it, vi } from 'vitest';
import { preloadPageScripts, setPagePreloader } from './page-scripts';

describe('page scripts for the likely next page', () => {
  it('asks for the modules themselves until the table of scripts has arrived, then names them only', () => {
    expect(preloadPageScripts('catalog')).toBe(false);
    const preload = vi.fn();
    setPagePreloader(preload);
    expect(preloadPageScripts('catalog')).toBe(true);
    expect(preload).toHaveBeenCalledWith('catalog');
  });
});
