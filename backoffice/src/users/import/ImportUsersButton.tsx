import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';

/** The user list's toolbar entry to the CSV import page. */
export function ImportUsersButton() {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/users/import" size="small" startIcon={<UploadFileIcon />}>
      {translate('hoj.importUsers.open')}
    </Button>
  );
}
