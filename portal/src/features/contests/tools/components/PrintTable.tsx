import { useId } from 'react';
import type { ContestPrint } from '@generated/model/index';
import { EMPTY_VALUE, formatDateTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { CheckIcon, Spinner } from '@portal/shared/ui/icons';
import { Tag } from '@portal/shared/ui/Tag';

/** HOJ's print status: 1 once staff confirmed the text was printed. */
export const isPrinted = (print: ContestPrint) => print.status === 1;

interface PrintTableProps {
  prints: readonly ContestPrint[];
  /** The request whose text is being downloaded, if any. */
  downloading: number | null;
  onDownload: (print: ContestPrint) => void;
  onMarkPrinted: (print: ContestPrint) => void;
}

/** The print desk's list: who sent what when, whether it is printed, and the download and confirm buttons. */
export function PrintTable({ prints, downloading, onDownload, onMarkPrinted }: PrintTableProps) {
  const t = useT();
  const id = useId();
  const locale = useLocale();
  const label = {
    id: t('contestTools.adminPrint.col.id'),
    username: t('contestTools.col.username'),
    realname: t('contestTools.col.realname'),
    time: t('contestTools.col.time'),
    status: t('contestTools.col.status'),
    actions: t('contestTools.col.actions'),
  };
  return (
    <div className="tool-table" role="region" aria-label={t('contestTools.adminPrint.table')} tabIndex={0}>
      <table className="tool-table__table">
        <thead>
          <tr>
            <th scope="col">{label.id}</th>
            <th scope="col">{label.username}</th>
            <th scope="col">{label.realname}</th>
            <th scope="col">{label.time}</th>
            <th scope="col">{label.status}</th>
            <th scope="col">{label.actions}</th>
          </tr>
        </thead>
        <tbody>
          {prints.map((print) => {
            const names = { id: print.id, username: print.username ?? EMPTY_VALUE };
            const printed = isPrinted(print);
            return (
              <tr key={print.id}>
                <th scope="row" data-label={label.id} className="tool-table__number">
                  {print.id}
                </th>
                <td data-label={label.username}>{print.username || EMPTY_VALUE}</td>
                <td data-label={label.realname}>{print.realname || EMPTY_VALUE}</td>
                <td data-label={label.time}>
                  {print.gmtCreate ? (
                    <time dateTime={print.gmtCreate}>{formatDateTime(print.gmtCreate, locale)}</time>
                  ) : (
                    EMPTY_VALUE
                  )}
                </td>
                <td data-label={label.status}>
                  {printed ? (
                    <Tag tone="success">{t('contestTools.adminPrint.printed')}</Tag>
                  ) : (
                    <Tag tone="warning">{t('contestTools.adminPrint.notPrinted')}</Tag>
                  )}
                </td>
                <td data-label={label.actions}>
                  <span className="tool-table__actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => {
                        if (downloading === null) onDownload(print);
                      }}
                      aria-disabled={downloading !== null || undefined}
                      aria-label={t('contestTools.adminPrint.downloadOf', names)}
                    >
                      {downloading === print.id ? <Spinner /> : null}
                      {t('contestTools.adminPrint.download')}
                    </button>
                    {printed ? null : (
                      // Named by its visible words, so a voice command that reads the button works; which
                      // request it marks is its description.
                      <>
                        <button
                          type="button"
                          className="button button--primary button--small"
                          onClick={() => onMarkPrinted(print)}
                          aria-describedby={`${id}-mark-${print.id}`}
                        >
                          <CheckIcon />
                          {t('contestTools.adminPrint.markPrinted')}
                        </button>
                        <span id={`${id}-mark-${print.id}`} className="visually-hidden">
                          {t('contestTools.adminPrint.markPrintedOf', names)}
                        </span>
                      </>
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
