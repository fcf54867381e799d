import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon';
import styles from './breadcrumb.module.css';
import { breadcrumbItems, type CrumbLabel, type CrumbSources } from './breadcrumb-items';
import layout from './layout.module.css';

/** Shown with a loaded client, from 960 px (SPEC.md §2, §6). */
export function Breadcrumb(sources: CrumbSources) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = breadcrumbItems(pathname, sources);
  if (items.length === 0) return null;
  const text = (label: CrumbLabel) =>
    'menu' in label ? t(`menu.${label.menu}`) : 'page' in label ? t(`pages.${label.page}.title`) : label.text;

  return (
    <nav aria-label={t('common.breadcrumb')} className={`${layout.container} ${styles.breadcrumb}`}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href ?? index} className={styles.item}>
              {index > 0 && <Icon name="chevron-right" size={14} className={styles.separator} />}
              {item.href ? (
                <Link to={item.href} className={styles.link} aria-current={last ? 'page' : undefined}>
                  {text(item.label)}
                </Link>
              ) : (
                <span className={styles.current}>{text(item.label)}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
