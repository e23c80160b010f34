import { useT } from '@portal/i18n/useT';
import { TitleTag } from '@portal/shared/ui/TitleTag';

/** A training's category on its colour (the text picked to read on it); nothing when it has none. */
export function CategoryTag({
  name,
  color,
}: {
  name: string | null | undefined;
  color: string | null | undefined;
}) {
  const t = useT();
  if (!name) return null;
  return (
    <span className="training-category-tag">
      <span className="visually-hidden">{t('trainings.category.label')} </span>
      <TitleTag name={name} color={color} />
    </span>
  );
}
