import { useState } from 'react';
import { useT } from '@portal/i18n/useT';
import { annexDownloadHref, type AnnexFile } from '../model/annex';

/** The problem's annex: the file names to pick from, the picked file's content, and a download link for each. */
export function AnnexPanel({ files }: { files: readonly AnnexFile[] }) {
  const t = useT();
  const [picked, setPicked] = useState(0);
  const file = files[picked] ?? files[0];
  return (
    <div className="problem-annex">
      <h2 className="problem-section__title">{t('problemDetails.annex.files')}</h2>
      <ul className="problem-annex__files">
        {files.map((entry, index) => (
          <li key={entry.name} className="problem-annex__file">
            <button
              type="button"
              className="button button--ghost button--small"
              aria-pressed={index === picked}
              onClick={() => setPicked(index)}
            >
              {entry.name}
            </button>
            <a
              className="problem-annex__download"
              href={annexDownloadHref(entry.content)}
              download={entry.name}
            >
              {t('problemDetails.annex.download', { name: entry.name })}
            </a>
          </li>
        ))}
      </ul>
      {file ? (
        <figure className="problem-annex__content">
          <figcaption className="problem-sample__title">{file.name}</figcaption>
          <pre className="problem-sample__text" tabIndex={0}>
            {file.content === '' ? t('problemDetails.annex.empty') : file.content}
          </pre>
        </figure>
      ) : null}
    </div>
  );
}
