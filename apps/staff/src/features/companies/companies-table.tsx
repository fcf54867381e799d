import type { TStaffCompanyRecord } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';

export interface CompaniesTableProps {
  companies: TStaffCompanyRecord[];
  onEdit: (company: TStaffCompanyRecord) => void;
  onEmployees: (company: TStaffCompanyRecord) => void;
  onSwitch: (company: TStaffCompanyRecord) => void;
  /** The company being switched: its button waits. */
  switching: number | null;
}

const switchLabel = (company: TStaffCompanyRecord) =>
  company.active ? 'companies.switchOffCompany' : 'companies.switchOnCompany';

/** Each employer: its names, discount, list of employees and the clients who chose it. */
export function CompaniesTable({ companies, onEdit, onEmployees, onSwitch, switching }: CompaniesTableProps) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('companies.name')}</th>
          <th scope="col">{t('companies.discountShort')}</th>
          <th scope="col">{t('companies.employees')}</th>
          <th scope="col">{t('companies.clients')}</th>
          <th scope="col">{t('companies.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('companies.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {companies.map((company) => {
          const name = en ? company.nameEn : company.nameRu;
          const other = en ? company.nameRu : company.nameEn;
          return (
            <tr key={company.id} className={company.active ? undefined : 'inactive'}>
              <td data-label={t('companies.name')}>
                {name}
                {other !== name && (
                  <>
                    <br />
                    <span className="muted small" lang={en ? 'ru' : 'en'}>
                      {other}
                    </span>
                  </>
                )}
              </td>
              <td data-label={t('companies.discountShort')} className="nowrap">
                {t('companies.percent', { percent: company.discountPercent })}
              </td>
              <td data-label={t('companies.employees')}>{company.employees}</td>
              <td data-label={t('companies.clients')}>
                {t('companies.clientsCounts', {
                  verified: company.verifiedClients,
                  pending: company.pendingClients,
                })}
              </td>
              <td data-label={t('companies.status')}>
                {company.active ? t('companies.on') : t('companies.off')}
              </td>
              <td>
                <div className="actions nowrap">
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('companies.editCompany', { name })}
                    onClick={() => onEdit(company)}
                  >
                    {t('companies.edit')}
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('companies.employeesOf', { name })}
                    onClick={() => onEmployees(company)}
                  >
                    {t('companies.employeesList')}
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    disabled={switching === company.id}
                    aria-label={t(switchLabel(company), { name })}
                    onClick={() => onSwitch(company)}
                  >
                    {company.active ? t('companies.switchOff') : t('companies.switchOn')}
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
