/** Says when a search found nothing, or more than the grid shows. */
export function SearchNote({ query, shown, total }: { query: string; shown: number; total: number }) {
  if (total > 0 && total <= shown) return null;
  return (
    <p className="selling-menu__note" role="status">
      {total === 0 ? `No products match “${query.trim()}”.` : `Showing ${shown} of ${total} matches: type more to narrow the search.`}
    </p>
  );
}
