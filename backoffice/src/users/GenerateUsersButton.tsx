import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-admin';
import GroupAddIcon from '@mui/icons-material/GroupAdd';

// The dialog (its form, rules and the sheet download) is fetched on first use, not with the user list.
const GenerateUsersDialog = lazy(() =>
  import('./GenerateUsersDialog').then((module) => ({ default: module.GenerateUsersDialog })),
);

/** The user list's toolbar entry to generating numbered accounts; the dialog stays mounted once opened. */
export function GenerateUsersButton() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        label="hoj.userAdmin.generate.open"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <GroupAddIcon />
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <GenerateUsersDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
