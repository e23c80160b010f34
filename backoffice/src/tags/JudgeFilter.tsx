import { useFormContext } from 'react-hook-form';
import { judgeChoices } from './judgeChoices';
import { NativeSelectInput } from './NativeSelectInput';

/**
 * A list's judge filter. Tags and classifications belong to one judge, so another judge starts the list over:
 * a classification filter picked for the old judge is dropped with it (`resets`).
 */
export function JudgeFilter({ source, resets }: { source: string; resets?: string; alwaysOn?: boolean }) {
  const { setValue } = useFormContext();
  return (
    <NativeSelectInput
      source={source}
      label="resources.tags.fields.oj"
      choices={judgeChoices}
      onPick={() => {
        if (resets) setValue(resets, '');
      }}
    />
  );
}
