import { translateIn } from '@portal/i18n/catalog';
import { localeSignal } from '@portal/i18n/locale';
import '@portal/i18n/pages/problemDetails';
import { showToast } from '@portal/shared/toast/toastStore';

/** Puts `text` on the clipboard and says whether it worked; a browser without the clipboard API fails. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies and reports the outcome in a toast ("Copied successfully" / "Copied failed"). */
export async function copyWithToast(text: string): Promise<void> {
  const copied = await copyText(text);
  const locale = localeSignal.peek();
  if (copied) showToast('success', translateIn(locale, 'problemDetails.copy.success'));
  else showToast('error', translateIn(locale, 'problemDetails.copy.failed'));
}
