import type { ReactNode } from 'react';
import { Loading, Navigate, usePermissions } from 'react-admin';
import { isSuperAdmin } from '@hoj/core/domain/roles';

/** Custom pages marked SA in spec 002 §2.2: other admins are sent to the dashboard, as the menu never shows them. */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string[] | undefined>();
  if (isPending) return <Loading />;
  if (!isSuperAdmin(permissions ?? [])) return <Navigate to="/" replace />;
  return <>{children}</>;
}
