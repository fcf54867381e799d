import type { TStaffClientResponse } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';

export function ClientCards({ cards }: Pick<TStaffClientResponse, 'cards'>) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="client-cards">
      <h2 id="client-cards">{t('clients.sections.cards')}</h2>
      {cards.length === 0 ? (
        <p className="muted">{t('clients.emptyCards')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('clients.card')}</th>
              <th scope="col">{t('clients.brand')}</th>
              <th scope="col">{t('clients.expiry')}</th>
              <th scope="col">{t('clients.state')}</th>
            </tr>
          </thead>
          <tbody>
            {cards.map((card) => (
              <tr key={card.id} className={card.removed ? 'inactive' : undefined}>
                <td data-label={t('clients.card')}>{card.maskedPan}</td>
                <td data-label={t('clients.brand')}>{card.brand}</td>
                <td data-label={t('clients.expiry')}>{card.expiry}</td>
                <td data-label={t('clients.state')}>
                  {card.removed
                    ? t('clients.cardRemoved')
                    : card.active
                      ? t('clients.cardActive')
                      : t('clients.cardSpare')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
