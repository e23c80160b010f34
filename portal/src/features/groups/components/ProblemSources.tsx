import { useState, type ComponentProps } from 'react';
import { useT } from '@portal/i18n/useT';
import { ProblemPicker } from './ProblemPicker';

type Picker = ComponentProps<typeof ProblemPicker>;

interface ProblemSourcesProps {
  usePublicRows: Picker['useRows'];
  useGroupRows: Picker['useRows'];
  onAddPublic: Picker['onAdd'];
  onAddGroup: Picker['onAdd'];
}

/** Where a training's or a contest's next problem comes from: the public bank or the group's own, one picker open. */
export function ProblemSources({
  usePublicRows,
  useGroupRows,
  onAddPublic,
  onAddGroup,
}: ProblemSourcesProps) {
  const t = useT();
  const [source, setSource] = useState<'public' | 'group' | null>(null);
  const toggle = (next: 'public' | 'group') => setSource(source === next ? null : next);
  return (
    <>
      <div className="group-form__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={source === 'public'}
          onClick={() => toggle('public')}
        >
          {t('groupAdmin.problems.fromPublic')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={source === 'group'}
          onClick={() => toggle('group')}
        >
          {t('groupAdmin.problems.fromGroup')}
        </button>
      </div>
      {source === 'public' ? (
        <ProblemPicker
          key="public"
          label={t('groupAdmin.problems.publicBank')}
          useRows={usePublicRows}
          onAdd={onAddPublic}
        />
      ) : null}
      {source === 'group' ? (
        <ProblemPicker
          key="group"
          label={t('groupAdmin.problems.groupBank')}
          useRows={useGroupRows}
          onAdd={onAddGroup}
        />
      ) : null}
    </>
  );
}
