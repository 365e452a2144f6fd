/**
 * The app state (product §3 Application state) in one small framework-free store: the eager boot,
 * the DOM toast host and the React islands all read the same instance. No zod here on purpose:
 * the state is never read from outside input, and zod would not fit the eager budget; its
 * shape is the AppState schema's type (src/domain/entities/ui.ts).
 */
import type { AppState, ErrorSource, Toast, ToastType } from '../domain/entities/ui';
import type { ModalName } from '../domain/entities/modals';
import type { User } from '../domain/entities/user';
import { TOAST_DURATION_MS, TOAST_REMOVAL_EXTRA_MS } from '../config/constants';

/**
 * A modal the shell should show: its registry name and props. Requests with the same `id`
 * (default: the name) are one request: asked for again while open or queued, it is not added.
 */
export type ModalRequest = { name: ModalName; props: Record<string, unknown>; id?: string };

/** The identity of a request in the queue. */
const requestId = (request: ModalRequest): string => request.id ?? request.name;

/** Everything the runtime keeps: the product §3 app state plus the visible toasts and modal. */
export type RuntimeState = AppState & {
  /** Toasts on screen, oldest first (product §3 Toast). */
  toasts: Toast[];
  /** The open modal, or null. */
  modal: ModalRequest | null;
  /** Modals asked for while one was open, shown in turn (one at a time). */
  modalQueue: ModalRequest[];
  /** The visitor once the identity service has spoken (product §3 User, §4 Login); null before. */
  user: User | null;
};

/** A listener called after every change with the new state. */
export type Listener = (state: RuntimeState) => void;

/** Input of {@link Store.addToast}: the duration defaults by type (product §9). */
export type ToastInput = { text: string; type?: ToastType; duration?: number; anchor?: string };

/** The store's public face. */
export type Store = {
  /** The current state (a new object after every change). */
  getState: () => RuntimeState;
  /** Subscribes; returns the unsubscribe function. */
  subscribe: (listener: Listener) => () => void;
  /** Sets the current slug. */
  setSlug: (slug: string) => void;
  /** Shows or hides the loading overlay; an identical repeated value is ignored (product §1). */
  setLoading: (loading: boolean) => void;
  /** Sets the user-loading flag (product §4 Login). */
  setUserLoading: (loading: boolean) => void;
  /** Sets the visitor (product §4 Login): anonymous, or signed in with a verified email. */
  setUser: (user: User | null) => void;
  /** Records a store read error and its source (product §4 Store reads). */
  setError: (error: string, source: ErrorSource) => void;
  /** Clears the recorded error after a successful read. */
  clearError: () => void;
  /** Sets popups.refresh: the refresh popup opens (product §4 Refresh popup). */
  openRefreshPopup: () => void;
  /** Shows a toast and removes it after its duration plus 100 ms (product §4 Toasts). */
  addToast: (input: ToastInput) => string;
  /** Removes one toast now. */
  removeToast: (id: string) => void;
  /** Removes every toast (product §2 navigation). */
  closeAllToasts: () => void;
  /** Opens a modal, or queues it behind the open one (one at a time). */
  openModal: (request: ModalRequest) => void;
  /** Closes the open modal; the next queued one opens. */
  closeModal: () => void;
  /** Closes the open modal and drops the queue (product §2 client navigation). */
  closeAllModals: () => void;
};

/** The state before anything happened: browser side, home slug, nothing loading. */
export function initialState(overrides: Partial<RuntimeState> = {}): RuntimeState {
  return {
    slug: 'home',
    isServer: typeof window === 'undefined',
    popups: { refresh: false },
    loading: false,
    userLoading: false,
    error: null,
    errorSource: null,
    toasts: [],
    modal: null,
    modalQueue: [],
    user: null,
    ...overrides,
  };
}

/** What the action groups share: read the state, patch it and tell the listeners. */
type StoreCore = { get: () => RuntimeState; set: (patch: Partial<RuntimeState>) => void };

/** The toast actions, each toast with its removal timer (product §4 Toasts). */
function toastActions({
  get,
  set,
}: StoreCore): Pick<Store, 'addToast' | 'removeToast' | 'closeAllToasts'> {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let toastCounter = 0;

  const removeToast = (id: string): void => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    if (get().toasts.some((t) => t.id === id)) {
      set({ toasts: get().toasts.filter((t) => t.id !== id) });
    }
  };

  return {
    addToast({ text, type = 'none', duration = TOAST_DURATION_MS[type], anchor }) {
      toastCounter += 1;
      const id = `toast-${toastCounter}`;
      const toast = { id, text, type, duration, ...(anchor ? { anchor } : {}) };
      set({ toasts: [...get().toasts, toast] });
      // product §4 'each is removed after its duration plus 100 ms'
      timers.set(
        id,
        setTimeout(() => removeToast(id), duration + TOAST_REMOVAL_EXTRA_MS),
      );
      return id;
    },
    removeToast,
    closeAllToasts() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      if (get().toasts.length > 0) set({ toasts: [] });
    },
  };
}

/** The modal actions: one modal open, the others queued in turn (product §2 Modals). */
function modalActions({
  get,
  set,
}: StoreCore): Pick<Store, 'openModal' | 'closeModal' | 'closeAllModals'> {
  return {
    openModal(modal) {
      const state = get();
      if (state.modal === null) set({ modal });
      else if (![state.modal, ...state.modalQueue].some((m) => requestId(m) === requestId(modal)))
        set({ modalQueue: [...state.modalQueue, modal] });
    },
    closeModal() {
      const state = get();
      if (state.modal === null) return;
      const [next = null, ...rest] = state.modalQueue;
      set({ modal: next, modalQueue: rest });
    },
    closeAllModals() {
      const state = get();
      if (state.modal !== null || state.modalQueue.length > 0) set({ modal: null, modalQueue: [] });
    },
  };
}

/** Creates a store. Timers are the global ones, so tests drive them with vi.useFakeTimers. */
export function createStore(initial: RuntimeState = initialState()): Store {
  let state = initial;
  const listeners = new Set<Listener>();

  const set = (patch: Partial<RuntimeState>): void => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  };
  const core: StoreCore = { get: () => state, set };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSlug(slug) {
      if (slug !== state.slug) set({ slug });
    },
    setLoading(loading) {
      // product §1 'repeated identical values are ignored'
      if (loading !== state.loading) set({ loading });
    },
    setUserLoading(userLoading) {
      if (userLoading !== state.userLoading) set({ userLoading });
    },
    setUser(user) {
      if (user !== state.user) set({ user });
    },
    setError(error, errorSource) {
      set({ error, errorSource });
    },
    clearError() {
      if (state.error !== null) set({ error: null, errorSource: null });
    },
    openRefreshPopup() {
      if (!state.popups.refresh) set({ popups: { ...state.popups, refresh: true } });
    },
    ...toastActions(core),
    ...modalActions(core),
  };
}

/** Name of the window property that holds the page's one store, shared by every chunk. */
const GLOBAL_KEY = '__casinoStore';

/**
 * The page's store. Chunks loaded later (islands, the SPA) reach the same instance through a
 * window property, because the eager entry and lazy chunks do not share module instances
 * reliably across separately built islands.
 */
export function appStore(): Store {
  if (typeof window === 'undefined') return createStore(initialState({ isServer: true }));
  const holder = window as unknown as Record<string, Store | undefined>;
  holder[GLOBAL_KEY] ??= createStore();
  return holder[GLOBAL_KEY];
}
