import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { RoleKey } from '@generated/client/model/index';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { RoleChips } from '../common/RoleChips';

/** Landing page of the back office: who is signed in and with which roles. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<RoleKey[]>();
  const roles = permissions ?? [];

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="ra.page.dashboard" />
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h1" variant="h5">
            {translate('hoj.dashboard.welcome', { name: identity?.fullName ?? '' })}
          </Typography>
          <Typography>{translate('hoj.dashboard.intro')}</Typography>
          <Typography component="h2" variant="h6">
            {translate('hoj.dashboard.roles')}
          </Typography>
          {roles.length > 0 ? (
            <RoleChips roles={roles} />
          ) : (
            <Typography color="text.secondary">{translate('hoj.dashboard.noRoles')}</Typography>
          )}
          {roles.length > 0 && !isSuperAdmin(roles) && (
            <Typography color="text.secondary">{translate('hoj.dashboard.rootOnly')}</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
