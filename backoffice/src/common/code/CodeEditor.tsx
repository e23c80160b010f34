import { useEffect, useId, useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { Box, FormHelperText, FormLabel, Typography, useTheme } from '@mui/material';
import type { CodeViewProps } from './codeEditorProps';
import { codeLanguageOf } from './codeLanguage';
import { tabFocusKeys } from '@hoj/core/editor/monaco/tabFocusKeys';

type MonacoModule = { default: ComponentType<CodeViewProps> };
type LoadState = { status: 'loading' } | { status: 'ready'; module: MonacoModule } | { status: 'failed' };

const loadMonaco = (): Promise<MonacoModule> => import('./MonacoView');

export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  /** The visible label, also the editor's accessible name. */
  label: string;
  /** HOJ's language name ("C++", "Java", "Python3"); it picks the colouring. */
  languageName?: string | null;
  height?: number;
  readOnly?: boolean;
  /** A message under the editor (an error when `error` is set). */
  helperText?: string;
  error?: boolean;
}

/**
 * Code, editable at once: a plain text area edits it until Monaco has arrived (its own chunk, fetched only on a
 * page that shows code), and for good when Monaco cannot load. Monaco then opens with whatever was typed
 * meanwhile; both views edit the same value.
 */
export function CodeEditor({
  value,
  onChange,
  label,
  languageName,
  height = 280,
  readOnly = false,
  helperText,
  error = false,
}: CodeEditorProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const id = useId();
  const hintId = `${id}-tab-hint`;
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [tabMovesFocus, setTabMovesFocus] = useState(false);
  useEffect(() => {
    let live = true;
    loadMonaco().then(
      (module) => live && setState({ status: 'ready', module }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  const helperId = helperText ? `${id}-helper` : undefined;
  const view =
    state.status === 'ready' ? (
      <state.module.default
        value={value}
        onChange={onChange}
        language={codeLanguageOf(languageName)}
        dark={theme.palette.mode === 'dark'}
        ariaLabel={label}
        height={height}
        readOnly={readOnly}
        onTabFocusModeChange={setTabMovesFocus}
        describedBy={helperId ? `${hintId} ${helperId}` : hintId}
      />
    ) : (
      <Box
        component="textarea"
        id={id}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
        aria-busy={state.status === 'loading'}
        aria-describedby={helperId}
        aria-invalid={error || undefined}
        sx={{
          width: '100%',
          height,
          boxSizing: 'border-box',
          fontFamily: 'monospace',
          fontSize: 14,
          p: 1,
          color: 'text.primary',
          bgcolor: 'background.paper',
          resize: 'vertical',
          tabSize: 4,
          border: 'none',
        }}
      />
    );

  return (
    <Box sx={{ width: '100%' }}>
      <FormLabel
        htmlFor={state.status === 'ready' ? undefined : id}
        error={error}
        sx={{ display: 'block', mb: 0.5 }}
      >
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {view}
      </Box>
      {state.status === 'ready' && (
        <Typography id={hintId} variant="caption" component="p" color="text.secondary">
          {translate(tabMovesFocus ? 'hoj.codeEditor.tabMoves' : 'hoj.codeEditor.tabIndents', {
            keys: tabFocusKeys(),
          })}
        </Typography>
      )}
      {helperText && (
        <FormHelperText id={helperId} error={error}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
