// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { TillDbProvider } from '../../../src/app/data/training';
import { useSettings } from '../../../src/app/data/settings';
import { ApprovalProvider } from '../../../src/staff/ui/approval';
import { TrainingBanner } from '../../../src/staff/ui/TrainingBanner';
import { TrainingSetting } from '../../../src/app/settings/TrainingSetting';
import { StaffGate } from '../../../src/staff/ui/StaffGate';
import { TRAINING_DB_NAME, type PosDb } from '../../../src/db/schema';
import { TrainingMark } from '../../../src/ui/TrainingMark';
import { kwdMenu } from '../../kit/catalogs';
import { connectTo, openTestDb } from '../../kit/db';
import { approve, seedStaff } from '../../kit/staff';
import { storeCatalog } from '../../kit/storedCatalog';

const BANNER = 'Training: nothing is recorded';

/** A terminal with a catalog and its manager, and the training database beside it. */
async function terminal(signedIn: 'manager' | 'cashier' | null = 'manager') {
  const factory = new IDBFactory();
  const real = openTestDb(factory);
  const training = connectTo(factory, TRAINING_DB_NAME);
  await storeCatalog(real, kwdMenu());
  await seedStaff(real, '111111', 'Mona', 'manager');
  await seedStaff(real, '222222', 'Sami', 'cashier');
  await real.settings.update('terminal', { signedIn: signedIn === null ? null : `${signedIn}-${signedIn === 'manager' ? 'Mona' : 'Sami'}` });
  return { real, training };
}

/** Which database the screens below read: its name, from a setting only the training copy has. */
function Which() {
  const settings = useSettings();
  if (settings === undefined) return null;
  return <p data-testid="which">{settings?.training ? 'training' : 'real'}</p>;
}

function Till({ real, training, children }: { real: PosDb; training: PosDb; children?: React.ReactNode }) {
  return (
    <TillDbProvider real={real} training={() => training} banner={<TrainingBanner />} loading={<p>Starting…</p>}>
      <ApprovalProvider>
        <Which />
        <TrainingMark />
        {children}
      </ApprovalProvider>
    </TillDbProvider>
  );
}

/** "Start training" / "Leave training" in Settings opened behind the manager's gate. */
function renderSettings(real: PosDb, training: PosDb) {
  return render(
    <Till real={real} training={training}>
      <StaffGate action="settings">
        <TrainingSetting />
      </StaffGate>
    </Till>,
  );
}

describe('training mode on screen', () => {
  test('a terminal in training shows the banner over the training database, and not once it leaves', async () => {
    const { real, training } = await terminal();
    render(<Till real={real} training={training} />);
    expect(await screen.findByTestId('which')).toHaveTextContent('real');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('TRAINING')).toBeNull();

    const { startTraining, leaveTraining } = await import('../../../src/db/training');
    await startTraining(real, training, null, new Date());
    expect(await screen.findByRole('status')).toHaveTextContent(BANNER);
    await waitFor(() => expect(screen.getByTestId('which')).toHaveTextContent('training'));
    expect(screen.getByText('TRAINING')).toBeInTheDocument();

    await leaveTraining(real);
    await waitFor(() => expect(screen.getByTestId('which')).toHaveTextContent('real'));
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  test('a terminal restarted in training opens in training, its banner first', async () => {
    const { real, training } = await terminal();
    const { startTraining } = await import('../../../src/db/training');
    await startTraining(real, training, null, new Date());
    render(<Till real={real} training={training} />);
    expect(await screen.findByRole('status')).toHaveTextContent(BANNER);
    expect(await screen.findByTestId('which')).toHaveTextContent('training');
  });

  test('in Settings opened behind a manager, "Start training" switches at once and "Leave training" switches back', async () => {
    const { real, training } = await terminal('manager');
    renderSettings(real, training);
    await userEvent.click(await screen.findByRole('button', { name: 'Start training' }));
    expect(await screen.findByText(BANNER, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect((await real.settings.get('terminal'))?.training?.started_by).toEqual({ staff_id: 'manager-Mona', name: 'Mona' });
    // Training starts with nobody signed in: the manager signs in to it as themselves.
    expect((await training.settings.get('terminal'))?.signedIn).toBeNull();
    await training.settings.update('terminal', { signedIn: 'manager-Mona' });

    await userEvent.click(await screen.findByRole('button', { name: 'Leave training' }));
    await waitFor(() => expect(screen.queryByText(BANNER)).toBeNull());
    expect((await real.settings.get('terminal'))?.training).toBeNull();
    // Back at the till nobody is signed in: Settings stays closed until someone signs in or a manager approves.
    expect((await real.settings.get('terminal'))?.signedIn).toBeNull();
    expect(await screen.findByRole('button', { name: 'Manager approval' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start training' })).toBeNull();
  });

  test('a cashier asking "Start training" gets "Manager approval" first; cancelled, nothing changes', async () => {
    const { real, training } = await terminal('cashier');
    render(<Till real={real} training={training}><TrainingSetting /></Till>);
    await userEvent.click(await screen.findByRole('button', { name: 'Start training' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manager approval' }, { timeout: 10_000 }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await real.settings.get('terminal'))?.training ?? null).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Start training' }));
    await approve('111111');
    expect(await screen.findByText(BANNER, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect((await real.settings.get('terminal'))?.training?.started_by).toEqual({ staff_id: 'manager-Mona', name: 'Mona' });
  });

  test('"Start training" on a terminal with no catalog says why and stays out of training', async () => {
    const factory = new IDBFactory();
    const real = openTestDb(factory);
    const training = connectTo(factory, TRAINING_DB_NAME);
    await seedStaff(real, '111111', 'Mona', 'manager');
    await real.settings.update('terminal', { signedIn: 'manager-Mona' });
    renderSettings(real, training);
    await userEvent.click(await screen.findByRole('button', { name: 'Start training' }));
    expect(await screen.findByText('Training starts once the terminal has its catalog.')).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).toBeNull();
  });
});
