import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, type TStaffLinkResponse, ZStaffAddRequest } from '@ijara/contract/staff';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyApiError, Field } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { staffApi } from '../../lib/staff-api';
import { OfficesPicker } from './offices';
import type { IssuedLink } from './people-queries';

type AddForm = z.input<typeof ZStaffAddRequest>;

/** A new person: the answer is their one-time set-up link. */
export function AddPersonForm({ onAdded }: { onAdded: (issued: IssuedLink) => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddForm, unknown, z.output<typeof ZStaffAddRequest>>({
    resolver: zodResolver(ZStaffAddRequest),
    defaultValues: { email: '', name: '', role: 'operator', offices: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { statusCode: _, ...issued } = await staffApi<TStaffLinkResponse>('staff/add/', values);
      form.reset();
      onAdded(issued);
    } catch (error) {
      setFailure(applyApiError(error, form.setError, ['email', 'name', 'role', 'offices']));
    }
  });
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="add-title">
      <h2 id="add-title">{t('people.add')}</h2>
      <div className="grid">
        <Field label={t('people.name')} autoComplete="off" error={errors.name} {...form.register('name')} />
        <Field
          label={t('people.email')}
          type="email"
          autoComplete="off"
          error={errors.email}
          {...form.register('email')}
        />
        <div className="field">
          <label htmlFor="add-role">{t('people.role')}</label>
          <select id="add-role" {...form.register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <Controller
          control={form.control}
          name="offices"
          render={({ field }) => (
            <OfficesPicker
              value={field.value ?? []}
              onChange={field.onChange}
              error={errors.offices?.message}
            />
          )}
        />
      </div>
      <FormFailure text={failure} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {t('people.add')}
      </button>
    </form>
  );
}
