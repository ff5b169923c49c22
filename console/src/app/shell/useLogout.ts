import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { endSession } from '../../lib/session.ts';

/** Logout (spec §4): the session ends here whatever the server says, then the platform's login. */
export function useLogout() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  async function logout() {
    setLeaving(true);
    // A failed logout call must not keep anyone in.
    await api.call('logout').catch(() => undefined);
    navigate(endSession(localStorage), { replace: true });
  }
  return { logout, leaving };
}
