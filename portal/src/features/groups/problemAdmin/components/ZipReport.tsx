import type { ServerTestCasePlan } from '@hoj/core/editor/testCasePairs';
import { useT } from '@portal/i18n/useT';

function FileList({ title, names }: { title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <div>
      <p>{title}</p>
      <ul className="problem-editor__files" aria-label={title}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}

interface ZipReportProps {
  local: { status: 'read'; plan: ServerTestCasePlan } | { status: 'unreadable' } | null;
  /** Special and interactive judges decide themselves, so an input without an output is no trap there. */
  judgeDecides: boolean;
}

/**
 * What the server will store from the zip, file by file: the pairs it found, the files in folders it never
 * reads, the inputs that get an empty output, the unused outputs, the empty ones and the rest it ignores.
 */
export function ZipReport({ local, judgeDecides }: ZipReportProps) {
  const t = useT();
  if (!local) return null;
  if (local.status === 'unreadable') return <p role="status">{t('groupProblemAdmin.zip.unreadable')}</p>;
  const { cases, nested, unusedOutputs, ignored } = local.plan;
  const paired = cases.filter((c) => !c.inventedOutput).map((c) => `${c.input} → ${c.output}`);
  const invented = cases.filter((c) => c.inventedOutput).map((c) => c.input);
  const empty = cases.filter((c) => c.outputEmpty && !c.inventedOutput).map((c) => c.output);
  return (
    <div
      className="problem-editor__report"
      role="region"
      aria-label={t('groupProblemAdmin.zip.willStore', { count: cases.length })}
    >
      <p>{t('groupProblemAdmin.zip.willStore', { count: cases.length })}</p>
      <FileList title={t('groupProblemAdmin.zip.pairs')} names={paired} />
      <FileList title={t('groupProblemAdmin.zip.nested')} names={nested} />
      {judgeDecides ? null : <FileList title={t('groupProblemAdmin.zip.invented')} names={invented} />}
      <FileList title={t('groupProblemAdmin.zip.unused')} names={unusedOutputs} />
      <FileList title={t('groupProblemAdmin.zip.empty')} names={empty} />
      <FileList title={t('groupProblemAdmin.zip.ignored')} names={ignored} />
    </div>
  );
}
