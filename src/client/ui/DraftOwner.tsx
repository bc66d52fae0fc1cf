import { createContext, useContext, type ReactNode } from 'react';

// Whose drafts the forms below keep: the signed-in user's id, given by the page that knows it (its query
// asks for `viewer { id }`). Without one (nobody signed in), forms keep their text only while on screen.
const DraftOwnerContext = createContext<string | null>(null);

export function DraftOwner({ id, children }: { id: string | null; children: ReactNode }) {
  return <DraftOwnerContext.Provider value={id}>{children}</DraftOwnerContext.Provider>;
}

export function useDraftOwner(): string | null {
  return useContext(DraftOwnerContext);
}
