import { forwardRef } from 'react';
import { useLogout, useTranslate, useUserMenu } from 'react-admin';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { confirmDiscard } from '@backoffice/common/useUnsavedChangesGuard';

/** The user menu's logout; with unsaved edits on the page it asks first, and stays when told to. */
export const GuardedLogout = forwardRef<HTMLLIElement>(function GuardedLogout(_props, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        userMenu?.onClose();
        if (confirmDiscard(translate('ra.message.unsaved_changes'))) void logout();
      }}
    >
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('ra.auth.logout')}</ListItemText>
    </MenuItem>
  );
});
