import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { CreateButton, DeleteButton, EditButton, TopToolbar, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import { judgeLabel, judgeOr } from './judges';

/** The judge a tag or classification belongs to, by name. */
export function JudgeText({ record }: { record: { oj?: string | null } }) {
  const translate = useTranslate();
  return <>{translate(judgeLabel(judgeOr(record.oj)))}</>;
}

/**
 * Tags and their classifications are edited together, so each list's toolbar leads to the other beside its
 * create button.
 */
export function SiblingListToolbar({ to, label, Icon }: { to: string; label: string; Icon: ComponentType }) {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to={to} startIcon={<Icon />} size="small">
        {translate(label)}
      </Button>
      <CreateButton />
    </TopToolbar>
  );
}

interface EditDeleteButtonsProps {
  /** i18n keys of the confirmation, which says what else the deletion changes. */
  confirmTitle: string;
  confirmContent: string;
  translateOptions: Record<string, unknown>;
}

/** A row's edit and delete; the delete waits for the server's answer, so a refused one never looks done. */
export function EditDeleteButtons({
  confirmTitle,
  confirmContent,
  translateOptions,
}: EditDeleteButtonsProps) {
  return (
    <>
      <EditButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle={confirmTitle}
        confirmContent={confirmContent}
        translateOptions={translateOptions}
      />
    </>
  );
}
