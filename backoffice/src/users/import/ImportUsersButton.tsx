import { Link } from 'react-router';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from 'react-admin';

/** The user list's toolbar entry to the CSV import page; on a phone it shrinks to its icon (with its label). */
export function ImportUsersButton() {
  return (
    <Button component={Link} to="/users/import" label="hoj.importUsers.open">
      <UploadFileIcon />
    </Button>
  );
}
