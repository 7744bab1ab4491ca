// useLayoutEffect in the browser, useEffect on the server: neither runs there, but React 18 warns on every server
// render that meets a useLayoutEffect (React 19 no longer does). For the components a server renders.
import { useEffect, useLayoutEffect } from 'react';

export const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
