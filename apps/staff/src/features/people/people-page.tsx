import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../components/form-failure';
import { AddPersonForm } from './add-person-form';
import { LinkPanel } from './link-panel';
import { type IssuedLink, usePeople, useRefreshPeople } from './people-queries';
import { PersonRow } from './person-row';

/** Admins: who works in the staff app, with what role and at which offices. */
export function PeoplePage() {
  const { t } = useTranslation();
  const people = usePeople();
  const refresh = useRefreshPeople();
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const showLink = async (link: IssuedLink) => {
    setFailure(null);
    setIssued(link);
    await refresh();
  };

  return (
    <>
      <h1>{t('people.title')}</h1>
      {issued && <LinkPanel issued={issued} onClose={() => setIssued(null)} />}
      <FormFailure text={failure} />
      <section className="card">
        {people.isPending && <p className="muted">{t('loading')}</p>}
        {people.error && <p className="error-banner">{people.error.message}</p>}
        {people.data && people.data.length === 0 && <p className="muted">{t('people.empty')}</p>}
        {people.data && people.data.length > 0 && (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('people.name')}</th>
                <th scope="col">{t('people.email')}</th>
                <th scope="col">{t('people.role')}</th>
                <th scope="col">{t('people.offices')}</th>
                <th scope="col">{t('people.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('people.edit')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {people.data.map((member) => (
                <PersonRow
                  key={`${member.id}:${member.version}`}
                  member={member}
                  onChanged={refresh}
                  onLink={showLink}
                  onError={setFailure}
                />
              ))}
            </tbody>
          </table>
        )}
      </section>
      <AddPersonForm onAdded={showLink} />
    </>
  );
}
