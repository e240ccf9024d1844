/**
 * "Settings": the terminal's settings, behind the manager PIN when one is set. Each setting is
 * a component of its own in this folder that reads and writes its own field of the settings
 * row; this dialog only lists them.
 */
import { useState, type FormEvent } from 'react';
import type { KioskSettings } from '../../db/schema';
import { Dialog } from '../../ui/Dialog';
import { FormDialog } from '../kiosk/FormDialog';
import { ManagerPinField, useManagerPin } from '../kiosk/ManagerPin';
import { ShiftRequiredSetting } from './ShiftRequiredSetting';
import '../shift/shift.css';

export function SettingsDialog({ kiosk, onClose }: { kiosk: KioskSettings; onClose(): void }) {
  const manager = useManagerPin(kiosk);
  const [unlocked, setUnlocked] = useState(!kiosk.pinHash);

  async function unlock(e: FormEvent) {
    e.preventDefault();
    if (await manager.check()) setUnlocked(true);
  }

  if (!unlocked) {
    return (
      <FormDialog title="Settings" submitLabel="Unlock" submitDisabled={manager.lockedMs > 0} onSubmit={(e) => void unlock(e)} onCancel={onClose}>
        <ManagerPinField state={manager} />
      </FormDialog>
    );
  }
  return (
    <Dialog title="Settings" onEscape={onClose} footer={<button type="button" className="btn btn--primary" onClick={onClose}>Done</button>}>
      <div className="settings">
        <ShiftRequiredSetting />
      </div>
    </Dialog>
  );
}
