/**
 * The search box (`searchbox` "Search products") and, when the branch sells combos, the
 * "Deals" button. The box shows what is typed at once; the grid follows once typing settles.
 */
import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';

function SearchRowView({ text, showDeals, onText, onDeals }: {
  text: string;
  showDeals: boolean;
  onText(text: string): void;
  onDeals(): void;
}) {
  const { t } = useLingui();
  return (
    <div className="menu__search">
      <input
        type="search"
        aria-label={t`Search products`}
        placeholder={t`Search products`}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={text}
        onChange={(e) => onText(e.target.value)}
      />
      {showDeals && (
        <button type="button" className="btn" onClick={onDeals}>
          {t`Deals`}
        </button>
      )}
    </div>
  );
}

export const SearchRow = memo(SearchRowView);
