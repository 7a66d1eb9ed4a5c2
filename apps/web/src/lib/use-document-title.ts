import { useEffect } from 'react';

const PRODUCT = 'Groundwork';

export function documentTitle(title?: string): string {
  return title && title !== PRODUCT ? `${title} · ${PRODUCT}` : PRODUCT;
}

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
