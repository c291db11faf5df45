import { useEffect } from 'react';
import { brand } from './brand';

/** A browser title: the page, then where it belongs (the school in the shell, the product elsewhere). */
export const documentTitle = (page: string, place: string = brand.name): string => `${page} - ${place}`;

/** Sets the browser title (tab strip, history, bookmarks) while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
