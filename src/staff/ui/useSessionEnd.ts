/**
 * A screen that closes when the session it was opened in ends ("Lock", another person signing
 * in), read from the approvals' session (approval.tsx); loaded with the dialogs that close so.
 */
import { useEffect, useRef } from 'react';
import { useApprovalSession } from './approval';

/** Calls `onEnd` when the session this was mounted in ends ("Lock", another person signing in). */
export function useSessionEnd(onEnd: () => void): void {
  const session = useApprovalSession();
  const first = useRef(session);
  const end = useRef(onEnd);
  end.current = onEnd;
  useEffect(() => {
    if (session !== first.current) end.current();
  }, [session]);
}
