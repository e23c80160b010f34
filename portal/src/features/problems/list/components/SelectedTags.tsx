import { useId } from 'react';
import { useT } from '@portal/i18n/useT';
import { CloseIcon } from '@portal/shared/ui/icons';

interface SelectedTagsProps {
  tagIds: readonly number[];
  /** Names of the bank's tags; an id not among them (from an old link) shows as `#id`. */
  names: ReadonlyMap<number, string>;
  onRemove: (tagId: number) => void;
}

/** The tags the list is filtered by, each with its remove button. */
export function SelectedTags({ tagIds, names, onRemove }: SelectedTagsProps) {
  const t = useT();
  const labelId = useId();
  if (tagIds.length === 0) return null;
  return (
    <div className="selected-tags">
      <span className="selected-tags__label" id={labelId}>
        {t('problemList.selectedTags')}
      </span>
      <ul className="selected-tags__list" aria-labelledby={labelId}>
        {tagIds.map((tagId) => {
          const name = names.get(tagId) ?? `#${tagId}`;
          return (
            <li key={tagId} className="selected-tags__tag">
              {name}
              <button
                type="button"
                className="selected-tags__remove"
                aria-label={t('problemList.removeTag', { name })}
                onClick={() => onRemove(tagId)}
              >
                <CloseIcon />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
