/**
 * "Ask for a tip" (off unless turned on), "Ask for guests" (off), "Blind cash count" (on
 * unless turned off), "Show options on every tap" (off) and "Start a new sale by itself" (off): boxes of the settings row; and "Counter orders lapse after
 * (minutes)", how long a kiosk order to pay at the counter waits unpaid (30 unless set).
 */
import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../../app/data/settings';
import { useSettingsWrites } from '../../app/data/settingsWrites';
import { SettingBox } from '../../ui/SettingBox';
import { WholeSetting } from '../../ui/WholeSetting';
import { counterLapseMinutes } from '../kiosk';

function OptionBox({ field, fallback, label }: { field: 'askTip' | 'askGuests' | 'blindCount' | 'optionsOnTap' | 'autoNewSale'; fallback: boolean; label: string }) {
  const settings = useSettings();
  const { saveSaleOptions } = useSettingsWrites();
  const stored = settings === undefined ? undefined : (settings?.[field] ?? fallback);
  return <SettingBox stored={stored} label={label} save={(next) => saveSaleOptions({ [field]: next })} />;
}

export function SaleOptionSettings() {
  const { t } = useLingui();
  return (
    <>
      <OptionBox field="askTip" fallback={false} label={t`Ask for a tip`} />
      <OptionBox field="askGuests" fallback={false} label={t`Ask for guests`} />
      <OptionBox field="blindCount" fallback label={t`Blind cash count`} />
      <OptionBox field="optionsOnTap" fallback={false} label={t`Show options on every tap`} />
      <OptionBox field="autoNewSale" fallback={false} label={t`Start a new sale by itself`} />
      <CounterLapseSetting />
    </>
  );
}

function CounterLapseSetting() {
  const { t } = useLingui();
  const settings = useSettings();
  const { saveSaleOptions } = useSettingsWrites();
  if (!settings) return null;
  return (
    <WholeSetting
      label={t`Counter orders lapse after (minutes)`}
      stored={counterLapseMinutes(settings.counterLapseMinutes)}
      min={1}
      max={999}
      save={(v) => void saveSaleOptions({ counterLapseMinutes: v })}
    />
  );
}
