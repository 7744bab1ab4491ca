import type { Gangway } from '@gangway/core';
import { createContext } from 'react';

/** The widget instance the nearest <GangwayProvider> holds. */
export const GangwayReactContext = createContext<Gangway | null>(null);
