// @vitest-environment jsdom
import { expect, test, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectForm, type ConnectOutcome } from '../../src/app/ConnectForm';

function open() {
  const user = userEvent.setup();
  const onConnect = vi.fn<(url: string, key: string) => Promise<ConnectOutcome>>(async () => ({ ok: true }));
  render(<ConnectForm onConnect={onConnect} />);
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
  expect(onConnect).toHaveBeenCalledWith('http://pos.example.com', 'k-123');
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
  expect(onConnect).toHaveBeenCalledWith('http://192.168.1.20:8080', 'k-123');
  expect(screen.queryByRole('button', { name: 'Connect anyway' })).toBeNull();
});
