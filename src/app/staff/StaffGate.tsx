/**
 * "Behind the PIN", one gate for every staff action (Settings, "Change server or key",
 * "Export unsent", "Import unsent", logging out, clearing the data): its children show once the
 * manager PIN was typed, or set on a terminal that has none (PinStep: the lockout, the salted
 * hash). A gate inside one already passed lets through at once, so a screen is never asked
 * twice. When staff get personal PINs, this gate and PinStep are what change.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { TerminalSettings } from '../../db/schema';
import { PinStep } from '../kiosk/ManagerPin';

const Passed = createContext(false);

export function StaffGate({ settings, children }: { settings: TerminalSettings; children: ReactNode }) {
  const inside = useContext(Passed);
  const [passed, setPassed] = useState(false);
  if (!inside && !passed) return <PinStep settings={settings} onPassed={() => setPassed(true)} />;
  return <Passed.Provider value>{children}</Passed.Provider>;
}
