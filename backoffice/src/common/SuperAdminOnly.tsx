import type { ReactNode } from 'react';
import { Loading, Navigate, usePermissions } from 'react-admin';
import { isSuperAdmin } from '@hoj/core/domain/roles';

/** Custom pages only the super admin may open: other admins are sent to the dashboard, as the menu never shows them. */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string[] | undefined>();
  if (isPending) return <Loading />;
  if (!isSuperAdmin(permissions ?? [])) return <Navigate to="/" replace />;
  return <>{children}</>;
}
