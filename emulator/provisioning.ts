/**
 * The provisioning file the emulator serves as `/config.json` beside a built app: the server
 * URL, the enrolment code it serves while unused (assumed-contracts 17) and the terminal
 * choices set over `/__emulator/config`. Never a key: whoever loads the app can read this file,
 * so a key here would hand the API, and every manager's "Forgot PIN?", to any browser of the
 * shop's network. Built from a fixed list of fields, so no setting can slip a key in.
 */
import type { EmulatorControl } from './types.ts';

export interface ProvisioningFile {
  serverUrl: string;
  enrolmentCode?: string;
  sellOnlyWithOpenShift?: boolean;
}

/** Field names a provisioning file must never carry: the emulator refuses to serve them. */
export const SECRET_FIELDS = ['apiKey', 'api_key', 'terminalSecret', 'terminal_secret'] as const;

export function provisioningFile(serverUrl: string, control: Pick<EmulatorControl, 'servedConfig' | 'servedEnrolmentCode'>): ProvisioningFile {
  const code = control.servedEnrolmentCode;
  const { sellOnlyWithOpenShift } = control.servedConfig;
  return {
    serverUrl,
    ...(code === null ? {} : { enrolmentCode: code }),
    ...(sellOnlyWithOpenShift === undefined ? {} : { sellOnlyWithOpenShift }),
  };
}
