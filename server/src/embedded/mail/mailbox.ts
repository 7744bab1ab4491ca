// The inbox an address delivers to, for budgets and the cooldown: ada+1@x, ada+2@x and ada@x fill one inbox, and so
// do a.d.a@gmail.com and ada@googlemail.com. Accounts keep the address as typed (lower-cased): these are not merged.

/** Domains that ignore dots in the local part, and the domain each is an alias of. */
const DOT_BLIND_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

export interface Mailbox {
  /** The inbox, as one key: the local part without +tag (and dots where the domain ignores them) @ the domain. */
  address: string;
  domain: string;
}

export function mailboxOf(email: string): Mailbox {
  const at = email.lastIndexOf('@');
  let local = email.slice(0, at).toLowerCase();
  let domain = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  const alias = DOT_BLIND_DOMAINS[domain];
  if (alias !== undefined) {
    domain = alias;
    local = local.replaceAll('.', '');
  }
  return { address: `${local}@${domain}`, domain };
}
