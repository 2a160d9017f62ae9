import { useLingui } from '@lingui/react/macro';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What a creation or a deletion hands to the list it returns to: the server's message, and the new product to mark. */
export interface ArrivalState {
  created?: { message: string | null; id: number };
  deleted?: { message: string | null };
}

/** Shows once what brought the reseller back to the list ('Done!' or 'Poof!'); a reload does not show it again. */
export function useArrivalOutcome(): { dialog: ReactNode; createdId: number | null } {
  const { t } = useLingui();
  const outcome = useOutcome();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as ArrivalState | null;
  const shown = useRef(false);
  // Kept after the address drops its state, so the new product stays marked.
  const [createdId] = useState(() => state?.created?.id ?? null);
  useEffect(() => {
    if (shown.current || !state || (!state.created && !state.deleted)) return;
    shown.current = true;
    if (state.created) outcome.done(state.created.message, t`The product has been created.`);
    else outcome.poof(state.deleted?.message, t`The product has been deleted.`);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [state, outcome, navigate, location.pathname, location.search, t]);
  return { dialog: outcome.dialog, createdId };
}
