import { expect, test } from 'vitest';
import { INITIAL_UPLOAD_STATUS, uploadStatusReducer, type UploadEvent, type UploadStatus } from '../../../src/sync/outbox/status';

const idle: UploadStatus = INITIAL_UPLOAD_STATUS;
const uploading: UploadStatus = { kind: 'uploading' };
const offline: UploadStatus = { kind: 'waiting-for-network' };
const paused: UploadStatus = { kind: 'paused-unauthorized' };

test.each<[string, UploadStatus, UploadEvent, UploadStatus]>([
  ['a send starts', idle, { type: 'uploadStarted' }, uploading],
  ['a pass ends with a retry due', uploading, { type: 'passEnded', retry_at: 5 }, { kind: 'idle', retryAt: 5 }],
  ['the network goes', uploading, { type: 'wentOffline' }, offline],
  ['the network returns', offline, { type: 'cameOnline' }, idle],
  ['the key is refused', uploading, { type: 'keyRefused' }, paused],
  ['the key changes', paused, { type: 'keyChanged' }, idle],
  ['the network returning does not lift a refused key', paused, { type: 'cameOnline' }, paused],
  ['the network going does not hide a refused key', paused, { type: 'wentOffline' }, paused],
  ['a key change does not claim the network is back', offline, { type: 'keyChanged' }, offline],
])('upload status: %s', (_case, state, event, expected) => {
  expect(uploadStatusReducer(state, event)).toEqual(expected);
});

test('an event that changes nothing returns the same status, so subscribers are not woken', () => {
  const ended: UploadStatus = { kind: 'idle', retryAt: 5 };
  expect(uploadStatusReducer(ended, { type: 'passEnded', retry_at: 5 })).toBe(ended);
  expect(uploadStatusReducer(paused, { type: 'keyRefused' })).toBe(paused);
  expect(uploadStatusReducer(offline, { type: 'wentOffline' })).toBe(offline);
});
