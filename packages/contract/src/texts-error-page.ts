/**
 * The texts of the error and not-found pages (SPEC.md §8), part of SPEC_TEXTS (./texts.ts). Apart, so
 * the web app's entry, whose error boundaries show them before anything else has loaded, does not carry
 * every text of the specification in both languages (~7 KB gzip of every first visit).
 */
export const ERROR_PAGE_TEXTS = {
  en: {
    notFoundTitle: 'Sorry, this page could not be found',
    notFoundSubtitle: 'This page could not be found',
    backHome: 'Back to the home page',
    errorTitle: 'Oops, something went wrong!',
    errorRepeat: 'Try again',
    errorBackToCatalog: 'Back to the catalogue',
    errorFallbackMessage: 'Error',
    errorPageFailed: 'An error occurred while showing the error page',
  },
  ru: {
    notFoundTitle: 'Извините, эта страница не найдена',
    notFoundSubtitle: 'Эта страница не найдена',
    backHome: 'Вернуться на главную',
    errorTitle: 'Упс, что-то пошло не так!',
    errorRepeat: 'Повторить',
    errorBackToCatalog: 'Вернуться в каталог',
    errorFallbackMessage: 'Ошибка',
    errorPageFailed: 'Произошла ошибка при отображении страницы ошибки',
  },
} as const;
