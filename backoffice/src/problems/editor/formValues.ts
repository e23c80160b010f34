import type { CSSProperties } from 'react';

/**
 * react-admin turns a cleared text input into null; the problem form keeps text as text (core's schema and body
 * mapping read '' as "nothing typed").
 */
export const keepText = (value: string | null | undefined): string => value ?? '';

/**
 * A multi-line box of fixed height that staff can stretch. MUI's multi-line fields grow with their text by
 * measuring their styles after every render; this form re-renders all of its many boxes together (a blur, a
 * field added), and the measuring made typing lag. A plain text area measures nothing.
 */
export function plainTextArea(rows: number, style?: CSSProperties) {
  return {
    multiline: true,
    rows,
    sx: { '& textarea': { resize: 'vertical' } },
    slotProps: {
      input: { inputComponent: 'textarea' as const },
      ...(style ? { htmlInput: { spellCheck: false, style } } : {}),
    },
  };
}
