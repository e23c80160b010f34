import { DeleteButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';

interface EditorToolbarProps {
  /** Whether the signed-in staff member may delete this kind of record (the server refuses the others). */
  canDelete: boolean;
  /** i18n keys of the confirmation, which says what goes with the record. */
  confirmTitle: string;
  confirmContent: string;
  translateOptions: Record<string, unknown>;
}

/**
 * An editor's toolbar: save, and on a record that exists already, for those allowed, a delete that asks first
 * and waits for the server's answer, so a refused deletion never looks done.
 */
export function EditorToolbar({
  canDelete,
  confirmTitle,
  confirmContent,
  translateOptions,
}: EditorToolbarProps) {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && record?.id != null && (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle={confirmTitle}
          confirmContent={confirmContent}
          translateOptions={translateOptions}
        />
      )}
    </Toolbar>
  );
}
