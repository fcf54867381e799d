import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { StaffApiError } from '../lib/staff-api';
import { prefetchLazyPages } from './lazy-pages';
import { useMe } from './session';

/** Pages for signed-in staff: without a session, the sign-in page, which comes back here after. */
export function SignedIn() {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const manager = me.data !== undefined && me.data.role !== 'operator';
  useEffect(() => (manager ? prefetchLazyPages() : undefined), [manager]);
  if (me.isPending) return <p className="muted">{t('loading')}</p>;
  if (me.error instanceof StaffApiError && me.error.status === 401) {
    return <Navigate to="/sign-in/" replace state={{ from: location.pathname }} />;
  }
  if (me.error)
    return (
      <p role="alert" className="error-banner">
        {me.error.message}
      </p>
    );
  return <Outlet />;
}
