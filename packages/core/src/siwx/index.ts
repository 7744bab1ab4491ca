// The sign-in flow's entry, loaded with loadSiwx() (an import()) only where `siwx` or `siweConfig` is set.
export {
  cancelSignIn,
  type SiwxAccount,
  type SiwxInstance,
  type SiwxState,
  type SiwxStatus,
  signIn,
  signInRequired,
  signOut,
  siwxOf,
  startSiwx,
} from './siwxFlow.ts';
