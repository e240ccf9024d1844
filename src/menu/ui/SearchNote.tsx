/** Says when a search found nothing, or more than the grid shows. */
import { useLingui } from '@lingui/react/macro';

export function SearchNote({ query, shown, total }: { query: string; shown: number; total: number }) {
  const { t } = useLingui();
  if (total > 0 && total <= shown) return null;
  return (
    <p className="selling-menu__note" role="status">
      {total === 0
        ? t`No products match “${{ query: query.trim() }}”.`
        : t`Showing ${shown} of ${total} matches: type more to narrow the search.`}
    </p>
  );
}
