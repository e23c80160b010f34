import { Menu, usePermissions, useTranslate } from 'react-admin';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import SettingsIcon from '@mui/icons-material/Settings';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import type { ReactElement } from 'react';
import { can } from '@hoj/core/domain/adminAccess';
import {
  MENU_PAGES,
  PROBLEM_BATCH_PATH,
  PROBLEM_EXAMINE_PATH,
  PROBLEM_TRANSFER_PATH,
  SWITCH_PATH,
  SYSTEM_CONFIG_PATH,
} from '../customPaths';

const ICONS: Readonly<Record<string, ReactElement>> = {
  [PROBLEM_BATCH_PATH]: <DynamicFeedIcon />,
  [PROBLEM_EXAMINE_PATH]: <AssignmentTurnedInIcon />,
  [PROBLEM_TRANSFER_PATH]: <ImportExportIcon />,
  [SYSTEM_CONFIG_PATH]: <SettingsIcon />,
  [SWITCH_PATH]: <ToggleOnIcon />,
};

/**
 * Dashboard, the resources the roles may open (react-admin asks the auth provider's `canAccess`), and the
 * custom pages whose capability the roles hold; nobody is shown a page whose calls would refuse them.
 */
export function HojMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[] | undefined>();
  const roles = permissions ?? [];
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {MENU_PAGES.filter((page) => can(page.capability, roles)).map((page) => (
        <Menu.Item
          key={page.path}
          to={page.path}
          primaryText={translate(page.labelKey)}
          leftIcon={ICONS[page.path]}
        />
      ))}
    </Menu>
  );
}
