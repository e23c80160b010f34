import { useEffect } from 'react';

/** Keeps the browser tab's title in the current language. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
