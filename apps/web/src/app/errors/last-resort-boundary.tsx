import { ERROR_PAGE_TEXTS, splitLocale } from '@ijara/contract';
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * The net under everything: if even the error page throws, show SPEC.md §8's "error while showing
 * the error page" — plain markup, no router, no translations that might be what broke.
 */
export class LastResortBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { locale } = splitLocale(window.location.pathname);
    const texts = ERROR_PAGE_TEXTS[locale];
    return (
      <main className="last-resort" style={{ padding: '64px 24px', textAlign: 'center' }}>
        <h1 style={{ fontSize: '1.75rem', marginBottom: 16 }}>{texts.errorPageFailed}</h1>
        <p>
          <a href={locale === 'en' ? '/en/' : '/'}>{texts.backHome}</a>
        </p>
      </main>
    );
  }
}
