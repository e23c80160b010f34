import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RoleKey } from '@generated/model/index';
import { isAdminRole, roleTable } from '@hoj/core/domain/roles';

/** Role keys as localized chips; the roles that open the back office (root, admin, problem admin) stand out. */
export function RoleChips({ roles }: { roles: readonly RoleKey[] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip
          key={role}
          size="small"
          variant={isAdminRole([role]) ? 'filled' : 'outlined'}
          color={isAdminRole([role]) ? 'primary' : 'default'}
          label={translate(roleTable[role]?.labelKey ?? role, { _: role })}
        />
      ))}
    </Stack>
  );
}
