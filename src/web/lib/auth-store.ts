import { create } from "zustand";
import { persist } from "zustand/middleware";
import type { User } from "../../shared/schemas/auth";

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  setUser: (user: User | null) => void;
  setLoading: (isLoading: boolean) => void;
  /** Resets both the user and the loading flag (sign-out). */
  clear: () => void;
}

/** SPEC §3: the current user and a loading flag, kept in local storage under 'auth-store' (version 0). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      isLoading: false,
      setUser: (user) => set({ user }),
      setLoading: (isLoading) => set({ isLoading }),
      clear: () => set({ user: null, isLoading: false }),
    }),
    { name: "auth-store", version: 0 },
  ),
);
