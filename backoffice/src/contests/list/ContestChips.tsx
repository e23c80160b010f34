import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ContestStatus } from '@generated/model/index';
import {
  contestAuthTable,
  contestStatusAt,
  contestStatusTable,
  contestTypeTable,
} from '@hoj/core/domain/contest';
import { serverNow } from '@hoj/core/time/serverClock';
import type { ContestRecord } from '../contestResource';
import { CHIP_COLOURS } from './chipColour';

/**
 * Scheduled, running or ended by the server's time as the request layer learned it (the admin's PC clock may be
 * off; the list is not refetched when a contest starts).
 */
export function ContestStatusChip({ record }: { record: ContestRecord }) {
  const translate = useTranslate();
  const status = contestStatusAt(
    {
      status: record.status ?? ContestStatus.SCHEDULED,
      startTime: record.startTime ?? '',
      endTime: record.endTime ?? '',
    },
    serverNow(),
  );
  const info = contestStatusTable[status];
  return <Chip size="small" color={CHIP_COLOURS[info.color]} label={translate(info.labelKey)} />;
}

export function ContestTypeChip({ record }: { record: ContestRecord }) {
  const info = record.type === null || record.type === undefined ? null : contestTypeTable[record.type];
  if (!info) return null;
  return <Chip size="small" variant="outlined" color={CHIP_COLOURS[info.color]} label={info.short} />;
}

export function ContestAuthChip({ record }: { record: ContestRecord }) {
  const translate = useTranslate();
  const info = record.auth === null || record.auth === undefined ? null : contestAuthTable[record.auth];
  if (!info) return null;
  return (
    <Chip size="small" variant="outlined" color={CHIP_COLOURS[info.color]} label={translate(info.labelKey)} />
  );
}
