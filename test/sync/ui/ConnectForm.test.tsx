// @vitest-environment jsdom
import { expect, test, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectForm, type ConnectOutcome, type NewPin } from '../../../src/sync/ui/ConnectForm';
import { verifyPin } from '../../../src/staff/pin';

function open(askPin = false) {
  const user = userEvent.setup();
  const onConnect = vi.fn<(url: string, key: string, pin: NewPin | null) => Promise<ConnectOutcome>>(async () => ({ ok: true }));
  render(<ConnectForm onConnect={onConnect} askPin={askPin} />);
  const fill = async (url: string) => {
    await user.clear(screen.getByRole('textbox', { name: 'Server URL' }));
    await user.type(screen.getByRole('textbox', { name: 'Server URL' }), url);
    await user.type(screen.getByRole('textbox', { name: 'API key' }), 'k-123');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
  };
  return { user, onConnect, fill };
}

test('plain http to a public server warns that the key would travel unencrypted and connects only on "Connect anyway"', async () => {
  const { user, onConnect, fill } = open();
  await fill('http://pos.example.com');
  expect(onConnect).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent('the API key would travel unencrypted');
  await user.click(screen.getByRole('button', { name: 'Connect anyway' }));
  expect(onConnect).toHaveBeenCalledWith('http://pos.example.com', 'k-123', null);
});

test('changing the address after the warning asks again for the new one', async () => {
  const { user, onConnect, fill } = open();
  await fill('http://pos.example.com');
  await user.type(screen.getByRole('textbox', { name: 'Server URL' }), '.evil');
  expect(screen.queryByRole('button', { name: 'Connect anyway' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Connect' }));
  expect(onConnect).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Connect anyway' })).toBeInTheDocument();
});

test('https, or http on this machine or a private network, connects at once', async () => {
  const { onConnect, fill } = open();
  await fill('http://192.168.1.20:8080');
  expect(onConnect).toHaveBeenCalledWith('http://192.168.1.20:8080', 'k-123', null);
  expect(screen.queryByRole('button', { name: 'Connect anyway' })).toBeNull();
});

test('a terminal with no manager PIN sets the first one as it is connected, by whoever holds its key', async () => {
  const { user, onConnect, fill } = open(true);
  // The rule is read before a digit is typed.
  expect(screen.getByLabelText('New manager PIN')).toHaveAccessibleDescription('The PIN is 4 to 12 digits.');
  await user.type(screen.getByLabelText('New manager PIN'), '135');
  await user.type(screen.getByLabelText('Repeat PIN'), '135');
  await fill('https://pos.example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent('4 to 12 digits');
  expect(onConnect).not.toHaveBeenCalled();
  await user.clear(screen.getByLabelText('New manager PIN'));
  await user.type(screen.getByLabelText('New manager PIN'), '135790');
  await user.clear(screen.getByLabelText('Repeat PIN'));
  await user.type(screen.getByLabelText('Repeat PIN'), '135790');
  await user.clear(screen.getByRole('textbox', { name: 'API key' }));
  await fill('https://pos.example.com');
  await vi.waitFor(() => expect(onConnect).toHaveBeenCalledTimes(1), { timeout: 5000 });
  const pin = onConnect.mock.calls[0]?.[2];
  expect(pin).not.toBeNull();
  expect(await verifyPin('135790', pin!)).toBe(true);
});
