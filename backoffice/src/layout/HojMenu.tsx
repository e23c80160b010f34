import { Menu, usePermissions, useTranslate } from 'react-admin';
import SettingsIcon from '@mui/icons-material/Settings';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { can } from '@hoj/core/domain/adminAccess';

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
  const roles = permissions ?? [];
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {can('systemConfig', roles) && (
        <Menu.Item
          to={SYSTEM_CONFIG_PATH}
          primaryText={translate('hoj.shell.menu.systemConfig')}
          leftIcon={<SettingsIcon />}
        />
      )}
      {can('switches', roles) && (
        <Menu.Item
          to={SWITCH_PATH}
          primaryText={translate('hoj.shell.menu.switches')}
          leftIcon={<ToggleOnIcon />}
        />
      )}
    </Menu>
  );
}
