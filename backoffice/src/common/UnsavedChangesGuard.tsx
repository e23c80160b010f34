import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/**
 * Placed inside a form: asks before a link or a tab close throws away what was typed. Used instead of
 * react-admin's `warnWhenUnsavedChanges`, which needs a data router and is silently off under BrowserRouter.
 */
export function UnsavedChangesGuard() {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  useUnsavedChangesGuard(isDirty, translate('ra.message.unsaved_changes'));
  return null;
}
