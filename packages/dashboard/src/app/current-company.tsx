import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { setTargetCompany } from '../api/http';
import { SESSION_KEY, type SessionCompany, type SessionView } from '../api/session';

const STORAGE_KEY = 'dashboard.company';

/** The company the dashboard acts on, among the signed-in user's, and the user's scopes on it. */
export interface CurrentCompany {
  readonly session: SessionView;
  readonly company: SessionCompany;
  /** Whether the user holds `scope` on the current company. */
  readonly can: (scope: string) => boolean;
  /**
   * Acts on `company` from now on (like `Resource-Id`); cached pages are read again. A branch reached through a
   * grant on a company above it (docs/access.md: a grant on a parent reaches its branches) comes with the scopes
   * it inherits, which the caller works out from the tree.
   */
  readonly switchTo: (company: SessionCompany) => void;
}

const Context = createContext<CurrentCompany | null>(null);

function storedCompany(): SessionCompany | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as SessionCompany | null;
    return stored && typeof stored.id === 'string' && Array.isArray(stored.scopes) ? stored : null;
  } catch {
    return null;
  }
}

/** The company to start with: the one chosen earlier in this tab, else the user's own, else their first. */
function initialCompany(session: SessionView): SessionCompany | null {
  const stored = storedCompany();
  if (stored) return session.companies.find((c) => c.id === stored.id) ?? stored;
  return session.companies.find((c) => c.id === session.user.company_id) ?? session.companies[0] ?? null;
}

/** Provides the current company to the signed-in pages; a user without any permission sees `fallback`. */
export function CurrentCompanyProvider(props: { session: SessionView; fallback: ReactNode; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [company, setCompany] = useState(() => initialCompany(props.session));
  setTargetCompany(company?.id ?? null);

  const switchTo = useCallback(
    (target: SessionCompany) => {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(target));
      setTargetCompany(target.id);
      setCompany(target);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    },
    [queryClient],
  );
  const value = useMemo<CurrentCompany | null>(
    () =>
      company ? { session: props.session, company, can: (scope) => company.scopes.includes(scope), switchTo } : null,
    [company, props.session, switchTo],
  );
  if (!value) return <>{props.fallback}</>;
  return <Context.Provider value={value}>{props.children}</Context.Provider>;
}

/** The current company; only inside the signed-in pages. */
export function useCurrentCompany(): CurrentCompany {
  const value = useContext(Context);
  if (!value) throw new Error('useCurrentCompany outside CurrentCompanyProvider');
  return value;
}
