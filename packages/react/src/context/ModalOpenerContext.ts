import { createContext, type RefObject } from 'react';

/** The element that last opened the modal, so focus can return to it on close. */
export const ModalOpenerContext = createContext<RefObject<HTMLElement | null>>({ current: null });
