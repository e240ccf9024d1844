/** The sales channel the order is priced on; changing it reprices the order (`channelChanged`). */
import type { Channel } from '../../core/catalog';
import { useLingui } from '@lingui/react/macro';

export function ChannelSelect({ channels, value, onChange, disabled = false }: {
  channels: readonly Channel[];
  value: number | null;
  onChange: (channelId: number | null) => void;
  /** Held while the lines' products are read: a change of channel reprices every line. */
  disabled?: boolean;
}) {
  // A channel that left the catalog still shows as chosen, rather than the select lying about it.
  const missing = value !== null && !channels.some((c) => c.channel_id === value);
  const { t } = useLingui();
  return (
    <label className="order-channel">
      {t`Sales channel`}
      <select
        value={value === null ? '' : String(value)}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{t`No channel`}</option>
        {channels.map((c) => (
          <option key={c.channel_id} value={String(c.channel_id)}>
            {c.channel_name}
          </option>
        ))}
        {missing && <option value={String(value)}>{t`Channel ${{ id: String(value) }}`}</option>}
      </select>
    </label>
  );
}
