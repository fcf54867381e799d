import { formatDate, type Locale, type TDocument } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import styles from './document-article.module.css';

interface DocumentArticleProps {
  document: TDocument;
  locale: Locale;
  /** The about page has its own h1 above; documents are the page. */
  headingLevel?: 1 | 2;
}

/** A document from info/{doc}/ as plain text: headings and paragraphs, never HTML from the wire. */
export function DocumentArticle({ document, locale, headingLevel = 1 }: DocumentArticleProps) {
  const { t } = useTranslation();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <Title className={styles.title}>{document.title}</Title>
        <p className={styles.updated}>
          {t('documents.updated', { date: formatDate(document.updatedAt, locale) })}
        </p>
      </header>
      {document.sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id and never reorder
        <section key={index} className={styles.section}>
          {section.heading && <Section className={styles.heading}>{section.heading}</Section>}
          {section.paragraphs.map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <p key={i} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
