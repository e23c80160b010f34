import { Menu, usePermissions, useTranslate } from 'react-admin';
import SettingsIcon from '@mui/icons-material/Settings';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { isSuperAdmin } from '@hoj/core/domain/roles';

/** The paths of the custom pages only the super admin may open: system config and the feature switches. */
export const SYSTEM_CONFIG_PATH = '/conf';
export const SWITCH_PATH = '/switch';

/**
 * Dashboard, the resources the roles may open (react-admin asks the auth provider's `canAccess`), and the
 * super-admin pages, which other admins never see.
 */
export function HojMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[] | undefined>();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {isSuperAdmin(permissions ?? []) && [
        <Menu.Item
          key="conf"
          to={SYSTEM_CONFIG_PATH}
          primaryText={translate('hoj.shell.menu.systemConfig')}
          leftIcon={<SettingsIcon />}
        />,
        <Menu.Item
          key="switch"
          to={SWITCH_PATH}
          primaryText={translate('hoj.shell.menu.switches')}
          leftIcon={<ToggleOnIcon />}
        />,
      ]}
    </Menu>
  );
}
