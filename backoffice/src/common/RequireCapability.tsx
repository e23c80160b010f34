import type { ReactNode } from 'react';
import { Loading, Navigate, usePermissions } from 'react-admin';
import { can, type AdminCapability } from '@hoj/core/domain/adminAccess';

interface RequireCapabilityProps {
  capability: AdminCapability;
  children: ReactNode;
}

/**
 * A custom page only some admin roles may open: the others are sent to the dashboard, as the menu never shows
 * them the page (an address typed or bookmarked by hand is the only way there).
 */
export function RequireCapability({ capability, children }: RequireCapabilityProps) {
  const { permissions, isPending } = usePermissions<string[] | undefined>();
  if (isPending) return <Loading />;
  if (!can(capability, permissions ?? [])) return <Navigate to="/" replace />;
  return <>{children}</>;
}
