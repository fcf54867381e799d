// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import ru from '../locales/ru.json';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Fresh modules: the server's and the browser's i18next are each their own. */
async function fresh() {
  vi.resetModules();
  const i18n = await import('./i18n');
  const { tookOver } = await import('./after-take-over');
  return { ...i18n, tookOver };
}

describe("a drawn page's texts (docs/decisions/061)", () => {
  it("on the server: the sections of the texts a render looked up, of the contract's and the titles only those", async () => {
    const { i18n, ensureLocale } = await fresh();
    const { recordTexts } = await import('./record-texts');
    await ensureLocale('ru');
    i18n.t('about.offices');
    const recording = recordTexts();
    i18n.t('faq.lead');
    i18n.t('gadget.months', { count: 5 });
    i18n.t('spec.fieldRequired');
    i18n.t('titles.faq');
    expect(recording.stop()).toEqual({
      ru: {
        faq: ru.faq,
        gadget: ru.gadget,
        spec: { fieldRequired: i18n.t('spec.fieldRequired') },
        titles: { faq: ru.titles.faq },
      },
    });
    // Stopped: later lookups are not noted.
    i18n.t('catalog.title');
    expect(recording.stop().ru).not.toHaveProperty('catalog');
  });

  it('in the browser: the page is taken over with them, and the rest arrives when idle after it', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    const { i18n, ensureLocale, takeDrawnTexts, tookOver } = await fresh();
    await takeDrawnTexts('ru', { ru: { faq: ru.faq } });
    // The router's first ask is the take-over's: it does not wait for the rest.
    await ensureLocale('ru');
    expect(i18n.t('faq.title')).toBe(ru.faq.title);
    expect(i18n.exists('catalog.title')).toBe(false);
    tookOver();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await vi.waitFor(() => expect(i18n.t('catalog.title')).toBe(ru.catalog.title));
  });

  it('a text the drawn page lacked brings the rest at once, and is drawn again when it is there', async () => {
    const { i18n, ensureLocale, takeDrawnTexts } = await fresh();
    await takeDrawnTexts('ru', { ru: { faq: ru.faq } });
    await ensureLocale('ru');
    const completed = vi.fn();
    i18n.on('messagesCompleted', completed);
    // Not taken over yet, so not idle either: the miss alone sends for the messages.
    expect(i18n.t('catalog.title')).toBe('catalog.title');
    await vi.waitFor(() => expect(completed).toHaveBeenCalledOnce());
    expect(i18n.t('catalog.title')).toBe(ru.catalog.title);
  });

  it('the next page waits for the rest of the language', async () => {
    const { i18n, ensureLocale, takeDrawnTexts } = await fresh();
    await takeDrawnTexts('ru', { ru: { faq: ru.faq } });
    await ensureLocale('ru');
    expect(i18n.exists('catalog.title')).toBe(false);
    await ensureLocale('ru');
    expect(i18n.t('catalog.title')).toBe(ru.catalog.title);
  });
});
