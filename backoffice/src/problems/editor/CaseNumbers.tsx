import { NumberInput, useTranslate } from 'react-admin';

interface CaseNumbersProps {
  index: number;
  /** OI problems score each case. */
  scored: boolean;
  /** Subtask modes put each case in a numbered group. */
  grouped: boolean;
}

/** A case's score and subtask group, shown only where the problem's type and case mode use them. */
export function CaseNumbers({ index, scored, grouped }: CaseNumbersProps) {
  const translate = useTranslate();
  const n = index + 1;
  return (
    <>
      {scored && (
        <NumberInput
          source={`cases.${index}.score`}
          label={translate('hoj.problemEditor.cases.scoreOf', { n })}
          min={0}
          step={1}
          size="small"
          sx={{ width: 130 }}
        />
      )}
      {grouped && (
        <NumberInput
          source={`cases.${index}.groupNum`}
          label={translate('hoj.problemEditor.cases.groupOf', { n })}
          min={1}
          step={1}
          size="small"
          sx={{ width: 130 }}
        />
      )}
    </>
  );
}
